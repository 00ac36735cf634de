import { expect, test } from './fixtures';
import { pageViolations, templatePaths } from './axe';

for (const path of templatePaths) {
  test(`${path} has no axe violations at 1280 px`, async ({ page }) => {
    expect(await pageViolations(page, path)).toEqual([]);
  });
}

test('the language switcher is named by the code it shows, for voice control', async ({ page }) => {
  await page.goto('/');
  const english = page.getByRole('banner').getByRole('link', { name: /^DE\b/ });
  await expect(english).toHaveText(/^DE\b/);
  await expect(english).toHaveAccessibleName(/Diese Seite auf Deutsch/);
  await english.click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^EN\b/ })).toHaveAccessibleName(/This page in English/);
});
