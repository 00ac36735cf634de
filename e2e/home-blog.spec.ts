import { pageBody } from '@/content/page-body';
import { sampleContent } from '@/lib/blog/sample-service/content';
import { brokenContentURL, e2eEnv, liveContentServiceURL, liveContentSiteURL } from '../playwright.config';
import { expect, test, type Page } from './fixtures';
import { localePath, locales, regeneratedCacheControl, type Locale } from './site';

// Home shows the blog's three newest articles, fresh after a publication, and stays up when the blog cannot be read.
const regenerated = regeneratedCacheControl();

function blogSection(locale: Locale) {
  const section = pageBody('/', locale)?.sections.find((candidate) => candidate.id === 'blog');
  if (section?.type !== 'latest-posts') throw new Error('home has no section of the latest articles');
  return section;
}

const region = (page: Page, locale: Locale) => page.getByRole('main').getByRole('region', { name: blogSection(locale).heading });
const articleHref = (locale: Locale, slug: string) => `${localePath('/blog', locale)}?singleBlogPage=${slug}`;

/** The sample content's newest published articles in a language, as the embedded content service has them. */
function newest(locale: Locale) {
  return sampleContent.posts
    .filter((post) => post.locale === locale && post.attributes.publishedAt !== null)
    .sort((a, b) => String(b.attributes.publishedAt).localeCompare(String(a.attributes.publishedAt)))
    .slice(0, 3)
    .map((post) => ({ title: String(post.attributes.title), slug: post.attributes.slug }));
}

for (const locale of locales) {
  test(`home shows the three newest articles, each linking to it, in ${locale}`, async ({ page }) => {
    await page.goto(localePath('/', locale));
    const articles = region(page, locale).getByRole('article');
    await expect(articles).toHaveCount(3);
    for (const [index, { title, slug }] of newest(locale).entries()) {
      const heading = articles.nth(index).getByRole('heading', { level: 3 });
      await expect(heading).toHaveText(title);
      await expect(heading.getByRole('link')).toHaveAttribute('href', articleHref(locale, slug));
    }
    await region(page, locale).getByRole('link', { name: blogSection(locale).link.label }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath('/blog', locale)}$`));
  });
}

test('with a content service that hangs or answers garbage, home still answers, with a link to the blog', async ({ page, request }) => {
  // Each drawing of home, and of the blog it links to, waits out the content service's 3 s timeout.
  test.setTimeout(90_000);
  // The server prerendered home from the build's content; the publish webhook has it drawn again, now from a service
  // whose posts never answer (e2e/misbehaving-content-service.ts).
  const webhook = await request.post(`${brokenContentURL}/api/revalidate`, { headers: { 'x-webhook-secret': e2eEnv.CONTENT_WEBHOOK_SECRET } });
  expect(webhook.status()).toBe(200);
  for (const locale of locales) {
    const url = brokenContentURL + localePath('/', locale);
    await expect
      .poll(async () => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        // Drawn without the articles, the page is kept no longer than the blog's.
        expect(response?.headers()['cache-control']).toBe(regenerated);
        return region(page, locale).getByRole('article').count();
      }, { timeout: 30_000 })
      .toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await region(page, locale).getByRole('link', { name: blogSection(locale).link.label }).click();
    await expect(page).toHaveURL(brokenContentURL + localePath('/blog', locale));
  }
});

test('a newly published article shows on home after the publish webhook', async ({ page, request }) => {
  const stamp = Date.now();
  const title = `Published just now ${stamp}`;
  const slug = `published-just-now-${stamp}`;
  // An older article under a new address and date, as if it had just been published.
  const edit = `${liveContentServiceURL}/edit?slug=onboarding-remote-developers&title=${encodeURIComponent(title)}&newSlug=${slug}&publishedAt=${new Date(stamp).toISOString()}`;
  expect((await request.post(edit)).status()).toBe(204);
  const webhook = await request.post(`${liveContentSiteURL}/api/revalidate`, { headers: { 'x-webhook-secret': e2eEnv.CONTENT_WEBHOOK_SECRET } });
  expect(webhook.status()).toBe(200);
  await expect
    .poll(async () => {
      await page.goto(`${liveContentSiteURL}/`);
      return region(page, 'en').getByRole('article').first().getByRole('heading', { level: 3 }).textContent();
    }, { timeout: 10_000 })
    .toBe(title);
  await expect(region(page, 'en').getByRole('link', { name: title })).toHaveAttribute('href', articleHref('en', slug));
});
