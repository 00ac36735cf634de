import { expect, test } from './fixtures';
import { pageViolations, templatePaths } from './axe';

for (const path of templatePaths) {
  test(`${path} has no axe violations at 390 px`, async ({ page }) => {
    expect(await pageViolations(page, path)).toEqual([]);
  });
}

test('the language switcher in the menu is named by what it shows', async ({ page }) => {
  await page.goto('/de/karriere');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menu.getByRole('link', { name: 'EN This page in English', exact: true })).toBeVisible();
});
