import { test as base, type Page } from '@playwright/test';
import { siteConfig } from '@/config/site';

export * from '@playwright/test';

/** The reviews widget's script is third-party; tests never leave localhost, so every page gets this stand-in. */
export const reviewsWidgetScript = siteConfig.reviews.widgetScript;
// Counts the requests to fill the badge, so a test can tell that a page's badge has been set up.
const standInScript = 'window.CLUTCHCO = { Init() { window.widgetInits = (window.widgetInits || 0) + 1; } };';

export const test = base.extend<{ reviewsWidget: void }>({
  reviewsWidget: [
    async ({ context }, use) => {
      await context.route(reviewsWidgetScript, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: standInScript }),
      );
      await use();
    },
    { auto: true },
  ],
});

/** Shows a toast through the site's notification API (the `app:notify` window event). */
export const notify = (page: Page, message: string, severity: 'success' | 'error' = 'success') =>
  page.evaluate(([message, severity]) => window.dispatchEvent(new CustomEvent('app:notify', { detail: { message, severity } })), [
    message,
    severity,
  ]);
