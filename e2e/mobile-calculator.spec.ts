import { readMessages } from '../src/i18n/messages';
import { expect, test } from './fixtures';
import { localePath, locales } from './site';

// A visitor who taps "estimate the cost" on a phone sees the first question and every answer to it at once.
for (const locale of locales) {
  test(`the calculator's first question and all its answers are on a phone's first screen, in ${locale}`, async ({ page }) => {
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    const { steps } = readMessages(locale).Calculator;
    await page.goto(localePath('/mvp-cost-calculator/app', locale));
    await expect(page.getByRole('heading', { level: 2, name: steps.product.question })).toBeInViewport({ ratio: 1 });
    for (const option of Object.values(steps.product.options)) {
      // The answer's whole card: its label and the line that explains it.
      const card = page.getByRole('radio', { name: option.label, exact: true }).locator('..');
      await expect(card).toContainText(option.text);
      await expect(card).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
