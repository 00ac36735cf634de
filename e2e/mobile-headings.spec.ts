import { expect, test, type Page } from './fixtures';
import { allPages } from './site';

/** The headings whose text is wider than the heading itself or reaches past the screen's right edge. */
const headingsOffScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4')]
      .filter((heading) => heading.scrollWidth > heading.clientWidth || heading.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((heading) => heading.textContent),
  );
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('German headings with long words fit a phone screen', async ({ page }) => {
  for (const path of ['/de/case-studies/externes-dokumentenmanagementsystem-dms', '/de/technologien/angular-entwicklung']) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const box = (await heading.boundingBox())!;
    expect(box.x + box.width, path).toBeLessThanOrEqual(390);
    expect(await headingsOffScreen(page), path).toEqual([]);
    expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
  }
});

test('no page in either language has a heading wider than a phone screen', async ({ page }) => {
  // Every page of the route table in both languages, in one browser page.
  test.setTimeout(240_000);
  for (const { path } of allPages) {
    await page.goto(path);
    expect.soft(await headingsOffScreen(page), path).toEqual([]);
    expect.soft(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
  }
});

test('a suspended hyphen ("und -Entwickler") stays with its word at the end of a line', async ({ page }) => {
  const path = '/de/blog?singleBlogPage=senior-entwickler-finden';
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Senior-Entwicklerinnen und');
  // The lines the hyphen and the word after it are set on, at phone widths where the title wraps near them.
  const linesOfSuspendedWord = () =>
    heading.evaluate((element) => {
      const text = element.firstChild as Text;
      const start = text.data.indexOf('und -') + 'und '.length;
      const end = text.data.indexOf('Entwickler ', start) + 'Entwickler'.length;
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    });
  for (let width = 320; width <= 430; width += 5) {
    await page.setViewportSize({ width, height: 844 });
    expect.soft(await linesOfSuspendedWord(), `${width} px`).toBe(1);
  }
});
