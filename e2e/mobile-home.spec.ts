import { expect, test } from './fixtures';
import { siteConfig } from '@/config/site';
import de from '../messages/de.json';
import en from '../messages/en.json';

// The home page on a phone (390 × 844), with the consent banner already answered.
for (const [path, messages] of [
  ['/', en],
  ['/de', de],
] as const) {
  test(`the home page at ${path} is at most 9,000 px tall on a phone`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(9000);
  });

  test(`the proof row at ${path} links the rating to the reviews profile, on the first screen`, async ({ page }) => {
    await page.goto(path);
    const proof = page.getByRole('main').getByRole('list', { name: messages.HeroProof.label });
    const rating = proof.getByRole('link');
    await expect(rating).toHaveAttribute('href', siteConfig.reviews.profileUrl);
    await expect(rating).toContainText(String(siteConfig.reviews.numberOfReviews));
    await expect(rating).toBeInViewport();
    // The footer's profile link is the same address, from the same place.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Clutch' })).toHaveAttribute('href', siteConfig.reviews.profileUrl);
  });
}
