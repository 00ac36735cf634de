import { expect, test } from './fixtures';
import { jobOpenings } from '@/content/jobs';
import { pageBodies } from '@/content/page-body';
import type { RouteKey } from '@/i18n/routes';
import { locales, localePath } from './site';

const corePages = (Object.keys(pageBodies) as RouteKey[]).flatMap((key) =>
  locales.map((locale) => ({ key, locale, path: localePath(key, locale), body: pageBodies[key]![locale] })),
);

for (const { key, path, body } of corePages) {
  test(`${path} shows its sections, working FAQ and valid structured data`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    for (const section of body.sections) {
      if ('heading' in section) {
        await expect(main.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
      }
      if (section.type === 'testimonial') await expect(main.getByText(section.quote)).toBeVisible();
    }

    const faq = body.sections.find((section) => section.type === 'faq');
    if (faq?.type === 'faq') {
      const first = faq.items[0]!;
      const question = main.getByRole('group').filter({ hasText: first.question }).locator('summary');
      const answer = main.getByText(first.answer.split(/\n\s*\n/)[0]!);
      await expect(answer).toBeHidden();
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
    }

    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown[] },
    );
    const types = structured.map((data) => data['@type']);
    expect(types.includes('FAQPage')).toBe(Boolean(faq));
    if (faq?.type === 'faq') {
      expect(structured.find((data) => data['@type'] === 'FAQPage')?.mainEntity).toHaveLength(faq.items.length);
    }
    expect(types.filter((type) => type === 'JobPosting')).toHaveLength(key === '/careers' ? jobOpenings.length : 0);
  });
}

test('every internal link on the core pages resolves', async ({ page, request }) => {
  test.setTimeout(180_000);
  const targets = new Set<string>();
  for (const { path } of corePages) {
    await page.goto(path);
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const href of hrefs) targets.add(href);
  }
  expect(targets.size).toBeGreaterThan(50);
  for (const target of targets) {
    const [pathAndQuery, hash] = target.split('#');
    const response = await request.get(pathAndQuery!);
    expect(response.status(), target).toBe(200);
    if (hash) expect(await response.text(), target).toContain(`id="${hash}"`);
  }
});

test('careers lists every opening with its own section and an apply action', async ({ page }) => {
  await page.goto('/de/karriere');
  for (const job of jobOpenings) {
    const article = page.getByRole('article', { name: job.text.de.title });
    await expect(article).toBeVisible();
    const form = article.getByRole('form', { name: `Bewerbung: ${job.text.de.title}` });
    await expect(form).toBeHidden();
    await article.getByText('Jetzt bewerben').click();
    await expect(form.getByRole('button', { name: 'Bewerbung senden' })).toBeVisible();
  }
});

test('contact shows every way to reach the agency', async ({ page }) => {
  await page.goto('/contact');
  const channels = pageBodies['/contact']!.en.sections.find((section) => section.type === 'contact-channels')!;
  const main = page.getByRole('region', { name: 'heading' in channels ? channels.heading : '' });
  await expect(main.getByRole('link', { name: 'hello@kovalent.software' })).toHaveAttribute('href', 'mailto:hello@kovalent.software');
  await expect(main.getByRole('link', { name: '+49 30 5683 9410' })).toHaveAttribute('href', 'tel:+493056839410');
  await expect(main.getByText('Schlesische Straße 27, 10997 Berlin')).toBeVisible();
});

test('the reviews summary is rendered by the site', async ({ page }) => {
  await page.goto('/de');
  await expect(page.getByRole('main').getByText('4,8 von 5 aus 115 Kundenbewertungen')).toBeVisible();
});
