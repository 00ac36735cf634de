import { expect, type Locator, type Page } from './fixtures';

/** Waits until the browser has painted twice: any scrolling the navigation started has been applied by then. */
export const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Follows a link and checks that the new page opens at its top, its heading in view. */
export async function opensAtTop(page: Page, link: Locator, url: RegExp) {
  await link.click();
  await expect(page).toHaveURL(url);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  await painted(page);
  expect(await page.evaluate(() => window.scrollY), `${url}`).toBe(0);
  await expect(h1).toBeInViewport();
}

/** Waits until the page has stopped scrolling: the same position over two painted frames. */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        const check = () => (window.scrollY === last ? resolve() : ((last = window.scrollY), requestAnimationFrame(check)));
        requestAnimationFrame(check);
      }),
  );
}
