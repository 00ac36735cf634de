import { expect, test, type Page } from './fixtures';
import { caseStudyDetails, serviceDetails } from '@/content/details';
import { caseStudyCard } from '@/content/details/templates';
import { pictures } from '@/content/pictures';
import type { RouteKey } from '@/i18n/routes';
import { locales, localePath, pageCopy } from './site';

const caseStudies = Object.keys(caseStudyDetails) as (keyof typeof caseStudyDetails)[];
const services = Object.keys(serviceDetails) as (keyof typeof serviceDetails)[];

/** The informative pictures of the page's main content that the browser has loaded and decoded, by their names. */
async function loadedPictures(page: Page): Promise<string[]> {
  const pictures = page.getByRole('main').getByRole('img');
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return pictures.evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
}

for (const locale of locales) {
  test(`every case study shows its work in pictures (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const key of caseStudies) {
      await page.goto(localePath(key, locale));
      const names = await loadedPictures(page);
      // The cover in the hero, a screen of the solution, the architecture and the results.
      expect(names.length, key).toBeGreaterThanOrEqual(4);
      for (const name of names) expect(name.length, key).toBeGreaterThan(20);
      // Each in the page's language: the German page's pictures are the German files.
      const sources = await page.getByRole('main').getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      for (const source of sources) expect(source).toContain(`/pictures/${locale}/`);
    }
  });

  test(`the home page shows the work beside its heading (${locale})`, async ({ page }) => {
    await page.goto(localePath('/', locale));
    const picture = page.locator('section[aria-labelledby="page-heading"]').getByRole('img');
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAttribute('src', `/pictures/${locale}/home/work.svg`);
    await expect(picture).toHaveAccessibleName(pictures['home/work'].alt[locale]);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test(`every service page shows its diagram beside the heading (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const key of services) {
      await page.goto(localePath(key, locale));
      const hero = page.locator('section[aria-labelledby="page-heading"]');
      await expect(hero.getByRole('img'), key).toHaveCount(1);
      await expect.poll(() => hero.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test(`case-study cards carry the cover, the industry and the headline result (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [localePath('/case-studies', locale), localePath('/', locale), localePath(caseStudies[0] as RouteKey, locale)]) {
      await page.goto(path);
      const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).filter({
        has: page.locator('a[href*="/case-studies/"]'),
      });
      expect(await cards.count(), path).toBeGreaterThanOrEqual(2);
      for (const card of await cards.all()) {
        const label = await card.getByRole('link').textContent();
        const key = caseStudies.find((caseStudy) => pageCopy(caseStudy, locale).label === label);
        expect(key, path).toBeDefined();
        const { industry, result } = caseStudyCard(key!, locale);
        await expect(card).toContainText(industry);
        await expect(card).toContainText(result);
        // The cover is decorative on a card (its link names the case study), and loaded.
        const cover = card.locator('img');
        await expect(cover).toHaveAttribute('alt', '');
        await cover.scrollIntoViewIfNeeded();
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
    }
  });
}

test('pictures below the first screen load only when the visitor scrolls to them', async ({ page }) => {
  const key = caseStudies[0] as RouteKey;
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pictures/')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(localePath(key, 'en'));
  await page.waitForLoadState('load');
  // The cover, beside the heading, is on the first screen; the results chart is far below it.
  expect(requested).toContain(caseStudyCard(key as (typeof caseStudies)[number], 'en').cover!.src);
  const results = page.locator('#results img');
  expect(requested).not.toContain(await results.getAttribute('src'));
  await results.scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toContain(await results.getAttribute('src'));
});

test("a page's first-screen image is not announced to the pages that link to it", async ({ request }) => {
  // The router applies the preloads announced in the data of every page it prefetches: an announced hero image
  // would be downloaded by every page with a link to its page in view. The page itself finds it in its HTML.
  const pages = ['/', localePath(services[0] as RouteKey, 'de'), localePath(caseStudies[0] as RouteKey, 'en'), '/blog', '/blog?singleBlogPage=what-an-mvp-really-costs'];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<img[^>]+fetchPriority="high"/i);
    expect(html.match(/HL\[\\?"[^"\\]+\\?",\\?"image/g), path).toBeNull();
  }
});
