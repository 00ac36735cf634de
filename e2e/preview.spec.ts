import { e2eEnv, liveContentServiceURL, liveContentSiteURL } from '../playwright.config';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * An editor's preview (src/app/api/preview/route.ts): the link with the secret opens an unpublished article, marked,
 * kept nowhere and never indexed; without the secret nothing opens. The sample content holds one article never
 * published, in both languages.
 */
const secret = e2eEnv.CONTENT_PREVIEW_SECRET;
const link = (locale: string, slug: string, key = secret) => `/api/preview?${new URLSearchParams({ secret: key, locale, slug })}`;
const draft = { en: 'design-system-after-launch', de: 'designsystem-nach-dem-start' };

test('a link with a wrong or no secret opens nothing, and the preview page is not found without it', async ({ request, page }) => {
  for (const key of ['wrong-secret-but-just-as-long-0000000', '']) {
    const refused = await request.get(link('en', draft.en, key), { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    expect(refused.headers()['set-cookie']).toBeUndefined();
  }
  const unknownPost = await request.get(link('xx', draft.en), { maxRedirects: 0 });
  expect(unknownPost.status()).toBe(400);
  const shown = await page.goto(`/preview/${draft.en}`);
  expect(shown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Keeping a design system alive after launch' })).toHaveCount(0);
  // Nor is the unpublished article at its public address.
  await page.goto(`/blog?singleBlogPage=${draft.en}`);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this article' })).toBeVisible();
});

test("the preview's cookie is partitioned, so that it holds in the frame of a content service's admin on another site", async ({ request }) => {
  // Strapi 5 frames the preview; a browser that blocks third-party cookies keeps only a partitioned one there.
  const entered = await request.get(link('en', draft.en), { maxRedirects: 0 });
  expect(entered.status()).toBe(307);
  expect(entered.headers()['set-cookie']).toMatch(/^__prerender_bypass=\w+; Path=\/; Secure; HttpOnly; SameSite=none; Partitioned$/);
  const left = await request.get(`/api/preview/exit?locale=en&slug=${draft.en}`, { maxRedirects: 0 });
  expect(left.headers()['set-cookie']).toMatch(/^__prerender_bypass=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; .*Partitioned$/);
});

test('the preview link opens an unpublished article, marked as a preview, kept nowhere and never indexed', async ({ page }) => {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/preview/${draft.en}`);
  await page.goto(link('en', draft.en));
  await expect(page).toHaveURL(`/preview/${draft.en}`);
  const headers = (await answer).headers();
  expect(headers['cache-control']).toMatch(/private.*no-store|no-store.*private/);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle('Preview: Keeping a design system alive after launch');

  const marker = page.getByRole('complementary', { name: 'Preview' });
  await expect(marker).toContainText('Visitors see it only once it is published.');
  await expect(page.getByRole('heading', { level: 1, name: 'Keeping a design system alive after launch' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Measure drift' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Leaving ends draft mode: the article is again at its public address only, where it is not published.
  await marker.getByRole('link', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(`/blog?singleBlogPage=${draft.en}`);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this article' })).toBeVisible();
  expect((await page.goto(`/preview/${draft.en}`))?.status()).toBe(404);
});

test('the German preview link opens the German article with its marker', async ({ page }) => {
  await page.goto(link('de', draft.de));
  await expect(page).toHaveURL(`/de/vorschau/${draft.de}`);
  await expect(page.getByRole('complementary', { name: 'Vorschau' })).toContainText('Besucher sehen ihn erst nach der Veröffentlichung.');
  await expect(page.getByRole('heading', { level: 1, name: 'Wie ein Designsystem nach dem Start lebendig bleibt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vorschau beenden' })).toHaveAttribute('href', `/api/preview/exit?locale=de&slug=${draft.de}`);
});

test('the preview shows each save of the editor at once', async ({ page, request }) => {
  const slug = draft.en;
  await page.goto(`${liveContentSiteURL}${link('en', slug)}`);
  for (const title of ['Design systems after launch, first draft', 'Design systems after launch, second draft']) {
    expect((await request.post(`${liveContentServiceURL}/edit?${new URLSearchParams({ slug, title })}`)).status()).toBe(204);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});
