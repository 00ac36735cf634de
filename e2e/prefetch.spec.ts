import { test } from './fixtures';
import { gotoAndSettle } from './network';
import { allPages, locales } from './site';

// At desktop width every page is opened and checked for settling by pages.spec.ts. At phone width the header's
// links give way to the menu's, so every page is opened there too, one after another in the same tab.
test.use({ viewport: { width: 390, height: 844 } });

for (const locale of locales) {
  test(`at phone width, every ${locale} page settles after prefetching each link at most twice`, async ({ page }) => {
    test.setTimeout(300_000);
    for (const { path } of allPages.filter((entry) => entry.locale === locale)) await gotoAndSettle(page, path);
  });
}
