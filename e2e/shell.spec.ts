import { expect, test } from './fixtures';

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the header navigation leads to every main section', async ({ page }) => {
  await page.goto('/de');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const name of ['Leistungen', 'Fallstudien', 'Technologien', 'Karriere', 'Blog']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Technologien', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/technologien$/);
  await expect(nav.getByRole('link', { name: 'Technologien', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('main').getByRole('link', { name: /^React\b/ }).click();
  await expect(page).toHaveURL(/\/de\/technologien\/react-entwicklung$/);
  await expect(nav.getByRole('link', { name: 'Technologien', exact: true })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Projekt anfragen' }).click();
  await expect(page).toHaveURL(/\/de\/kontakt$/);
});

test('the footer shows the company facts and legal links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Kovalent Software GmbH');
  await expect(footer).toContainText('HRB 168452 B');
  await expect(footer).toContainText('4.8 out of 5 from 115 client reviews');
  await footer.getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/imprint$/);
});
