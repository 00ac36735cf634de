import { expect, test } from './fixtures';
import { jobOpenings, jobTitle } from '@/content/jobs';
import { pageBody } from '@/content/page-body';
import { routeKeys, routeKind } from '@/i18n/routes';
import { allPages, locales, localePath } from './site';

// Every page whose body is made of sections (each one is checked by pages.spec.ts): the core pages and, from their
// templates, the detail pages.
const detailKinds = new Set(['service', 'technology', 'case-study']);
const contentPages = routeKeys
  .filter((key) => pageBody(key, 'en'))
  .flatMap((key) => locales.map((locale) => ({ key, path: localePath(key, locale) })));
const corePages = contentPages.filter(({ key }) => !detailKinds.has(routeKind(key)));
const detailPages = contentPages.filter(({ key }) => detailKinds.has(routeKind(key)));

for (const [name, pages] of [
  ['core', corePages],
  ['detail', detailPages],
] as const) {
  test(`every internal link on the ${name} pages resolves`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const targets = new Set<string>();
    for (const { path } of pages) {
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
}

test('every page has its own title and description, as served', async ({ request }) => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const { path } of allPages) {
    const html = await (await request.get(path)).text();
    const found = {
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    };
    for (const field of ['title', 'description'] as const) {
      const value = found[field];
      expect(value, `${path} ${field}`).toBeTruthy();
      expect(seen[field].get(value!), `${path} repeats the ${field} of`).toBeUndefined();
      seen[field].set(value!, path);
    }
  }
});

test('a service page leads to its enquiry form and its case studies', async ({ page }) => {
  await page.goto('/de/dienstleistungen/agentur-fuer-spryker-entwicklung');
  await page.getByRole('main').getByRole('link', { name: 'Projekt anfragen' }).click();
  await expect(page).toHaveURL(/#enquiry$/);
  await expect(page.getByRole('textbox', { name: /Nachricht/ })).toBeInViewport();
  const caseStudies = page.getByRole('region', { name: 'Passende Fallstudien' });
  await caseStudies.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie wir Dankesseiten in Umsatzbringer verwandelt haben');
  await expect(page.getByRole('region', { name: 'Leistungen und Technologien in diesem Projekt' }).getByRole('link', { name: 'Spryker-Entwicklung' })).toBeVisible();
});

test('case studies lead on to the next two, as cards', async ({ page }) => {
  await page.goto('/case-studies/e-learning');
  const more = page.getByRole('region', { name: 'More case studies' });
  await expect(more.getByRole('link')).toHaveText(['Slotmagie', 'SaaS KYC verification']);
  await more.getByRole('link', { name: 'Slotmagie' }).click();
  await expect(page).toHaveURL(/\/case-studies\/slotmagie$/);
  await page.goto('/de/case-studies/slotmagie');
  await expect(page.getByRole('region', { name: 'Weitere Fallstudien' }).getByRole('link')).toHaveCount(2);
});

test('careers lists every opening with its own section and an apply action', async ({ page }) => {
  await page.goto('/de/karriere');
  for (const job of jobOpenings) {
    const title = jobTitle(job, 'de');
    expect(title).toMatch(/^[^–]+ \(m\/w\/d\)( – |$)/);
    const article = page.getByRole('article', { name: title, exact: true });
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(title);
    const form = article.getByRole('form', { name: `Bewerbung: ${title}` });
    await expect(form).toBeHidden();
    await article.getByText('Jetzt bewerben').click();
    await expect(form.getByRole('button', { name: 'Bewerbung senden' })).toBeVisible();
  }
  // A German job ad addresses every gender in its title (AGG § 11), for people and for job search engines alike.
  await expect(page.getByRole('heading', { level: 3, name: 'Senior Backend Engineer (m/w/d) – Go', exact: true })).toBeVisible();
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .filter((data) => data['@type'] === 'JobPosting');
  expect(postings.map((posting) => posting.title)).toEqual(jobOpenings.map((job) => jobTitle(job, 'de')));
  await page.goto('/careers');
  await expect(page.getByRole('article', { name: jobOpenings[0]!.text.en.title, exact: true })).toBeVisible();
});

test('contact shows every way to reach the agency', async ({ page }) => {
  await page.goto('/contact');
  const channels = pageBody('/contact', 'en')!.sections.find((section) => section.type === 'contact-channels')!;
  const main = page.getByRole('region', { name: 'heading' in channels ? channels.heading : '' });
  await expect(main.getByRole('link', { name: 'hello@kovalent.software' })).toHaveAttribute('href', 'mailto:hello@kovalent.software');
  await expect(main.getByRole('link', { name: '+49 30 5683 9410' })).toHaveAttribute('href', 'tel:+493056839410');
  await expect(main.getByText('Schlesische Straße 27, 10997 Berlin')).toBeVisible();
});

test('the reviews summary is rendered by the site', async ({ page }) => {
  await page.goto('/de/mvp-kostenrechner');
  await expect(page.getByRole('main').getByText('4,8 von 5 aus 115 Kundenbewertungen')).toBeVisible();
});
