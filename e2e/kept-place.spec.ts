import { readMessages } from '../src/i18n/messages';
import { expect, test, type Page } from './fixtures';
import { locales } from './site';
import { samplePdf } from '../test/pdf';

// Visitors here have made no consent choice yet; the EU lookup is answered per test.
test.use({ storageState: { cookies: [], origins: [] } });

const copy = {
  en: {
    contact: '/contact',
    careers: '/careers',
    apply: 'Apply now',
    banner: 'Cookie consent',
    reject: 'Reject',
    accept: 'Accept all',
    settings: 'Settings',
    dialog: 'Cookie settings',
    save: 'Save selection',
    name: 'Your name',
    email: 'E-mail address',
    message: 'Your message',
    projectType: 'What do you need?',
    mvp: 'An MVP for a new idea',
    cv: 'CV as PDF',
    cover: 'Why this position?',
    cvNote: 'Your CV could not be kept when the page reloaded: please choose the file again.',
    switchTo: 'Diese Seite auf Deutsch',
  },
  de: {
    contact: '/de/kontakt',
    careers: '/de/karriere',
    apply: 'Jetzt bewerben',
    banner: 'Cookie-Einwilligung',
    reject: 'Ablehnen',
    accept: 'Alle akzeptieren',
    settings: 'Einstellungen',
    dialog: 'Cookie-Einstellungen',
    save: 'Auswahl speichern',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    message: 'Ihre Nachricht',
    projectType: 'Was benötigen Sie?',
    mvp: 'Ein MVP für eine neue Idee',
    cv: 'Lebenslauf als PDF',
    cover: 'Warum diese Stelle?',
    cvNote: 'Ihr Lebenslauf konnte beim Neuladen der Seite nicht erhalten bleiben: Bitte wählen Sie die Datei erneut aus.',
    switchTo: 'This page in English',
  },
} as const;

const pdf = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() };

/** The EU lookup answers "EU" once `release` is called (at once without `held`); the tag manager answers locally. */
async function answerRegion(page: Page, held = false) {
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route('**/api/ip-address', async (route) => {
    await released;
    await route.fulfill({ json: { eu: true }, headers: { 'cache-control': 'private, no-store' } });
  });
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  return release;
}

/** Chooses in the banner (or in its settings) and waits for the reload that the choice makes. */
async function chooseAndReload(page: Page, choose: () => Promise<void>) {
  await Promise.all([page.waitForEvent('framenavigated'), choose()]);
  await page.waitForLoadState('load');
}

/** As a browser that blocks site data ("block all cookies", some privacy extensions) hands out web storage. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

/** Whether this tab still keeps what was entered (it is taken out as the page starts). */
const stillKept = (page: Page) => page.evaluate(() => sessionStorage.getItem('keptPlace') !== null);

for (const locale of locales) {
  const t = copy[locale];

  test(`a consent choice that reloads the page keeps what the contact form holds (${locale})`, async ({ page }) => {
    await answerRegion(page);
    await page.goto(t.contact);
    const form = page.getByRole('main').locator('form').first();
    await form.getByLabel(t.name).fill('Jana Berg');
    await form.getByLabel(t.email).fill('jana@example.com');
    await form.getByLabel(t.projectType).selectOption({ label: t.mvp });
    await form.getByLabel(t.message).fill('We need a booking platform for forty studios by spring.');
    const banner = page.getByRole('region', { name: t.banner });
    await chooseAndReload(page, () => banner.getByRole('button', { name: t.reject }).click());

    await expect(page.getByRole('region', { name: t.banner })).toBeHidden();
    await expect(form.getByLabel(t.name)).toHaveValue('Jana Berg');
    await expect(form.getByLabel(t.email)).toHaveValue('jana@example.com');
    await expect(form.getByLabel(t.projectType)).toHaveValue('mvp');
    await expect(form.getByLabel(t.message)).toHaveValue('We need a booking platform for forty studios by spring.');
    // Kept only for that reload.
    expect(await stillKept(page)).toBe(false);
  });

  test(`saving settings that reload keeps the open application with its entries and says the CV must be chosen again (${locale})`, async ({ page }) => {
    await answerRegion(page);
    await page.goto(t.careers);
    const job = page.getByRole('article').nth(1);
    await job.getByText(t.apply).click();
    await job.getByLabel(t.name).fill('Jonas Weber');
    await job.getByLabel(t.email).fill('jonas@example.com');
    await job.getByLabel(t.cv).setInputFiles(pdf);
    await job.getByLabel(t.cover).fill('Five years of React and Next.js in e-commerce.');
    await page.getByRole('region', { name: t.banner }).getByRole('button', { name: t.settings }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('switch').or(dialog.getByRole('checkbox')).last().check();
    await chooseAndReload(page, () => dialog.getByRole('button', { name: t.save }).click());

    await expect(job.getByLabel(t.name)).toBeVisible();
    await expect(job.getByLabel(t.name)).toHaveValue('Jonas Weber');
    await expect(job.getByLabel(t.email)).toHaveValue('jonas@example.com');
    await expect(job.getByLabel(t.cover)).toHaveValue('Five years of React and Next.js in e-commerce.');
    await expect(job.getByLabel(t.cv)).toHaveAccessibleDescription(new RegExp(t.cvNote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(job.getByText(t.cvNote)).toBeVisible();
    expect(await stillKept(page)).toBe(false);
  });

  test(`the site works with web storage blocked, and a consent choice still holds (${locale})`, async ({ page }) => {
    await page.addInitScript(blockStorage);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await answerRegion(page);
    for (const path of locale === 'en' ? ['/', '/contact', '/blog'] : ['/de', '/de/kontakt', '/de/blog']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: t.banner })).toBeVisible();
    }
    // Cookies are allowed here: the choice is stored and the reloaded page shows no banner.
    await chooseAndReload(page, () => page.getByRole('region', { name: t.banner }).getByRole('button', { name: t.accept }).click());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: t.banner })).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test(`with cookies blocked too, a consent choice holds for the page without reloading it (${locale})`, async ({ page }) => {
    await page.addInitScript(blockStorage);
    await page.addInitScript(() => Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => {} }));
    await answerRegion(page);
    await page.goto(t.contact);
    const form = page.getByRole('main').locator('form').first();
    await form.getByLabel(t.name).fill('Jana Berg');
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    const tagManager = page.waitForRequest('https://www.googletagmanager.com/**');
    await page.getByRole('region', { name: t.banner }).getByRole('button', { name: t.accept }).click();
    // Marketing starts on this very page, which was not reloaded: what was typed is still there.
    await tagManager;
    await expect(page.getByRole('region', { name: t.banner })).toBeHidden();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(form.getByLabel(t.name)).toHaveValue('Jana Berg');
  });

  test(`switching language keeps the open application, its entries and its place (${locale})`, async ({ page }) => {
    await answerRegion(page);
    await page.goto(t.careers);
    await chooseAndReload(page, () => page.getByRole('region', { name: t.banner }).getByRole('button', { name: t.reject }).click());
    const job = page.getByRole('article').nth(2);
    const id = await job.getAttribute('id');
    await job.getByText(t.apply).click();
    await job.getByLabel(t.name).fill('Jonas Weber');
    await job.getByLabel(t.email).fill('jonas@example.com');
    await job.getByLabel(t.cover).fill('Spryker and PHP since 2019.');
    await job.getByLabel(t.cv).setInputFiles(pdf);
    const other = locale === 'en' ? copy.de : copy.en;
    await Promise.all([page.waitForURL(`**${other.careers}`), page.getByRole('link', { name: t.switchTo }).first().click()]);

    const same = page.locator(`article#${id}`);
    await expect(same.getByLabel(other.name)).toHaveValue('Jonas Weber');
    await expect(same.getByLabel(other.email)).toHaveValue('jonas@example.com');
    await expect(same.getByLabel(other.cover)).toHaveValue('Spryker and PHP since 2019.');
    await expect(same.getByLabel(other.cover)).toBeInViewport();
    // The page changes language without a reload, so even the chosen file stays.
    expect(await same.getByLabel(other.cv).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv.pdf');
    await expect(same.getByText(other.cvNote)).toBeHidden();
    expect(await stillKept(page)).toBe(false);
  });
}

test('a job anchor survives the language switch', async ({ page }) => {
  await answerRegion(page);
  await page.goto('/careers#spryker-php-developer');
  await chooseAndReload(page, () => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).click());
  await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).first().click();
  await expect(page).toHaveURL(/\/de\/karriere#spryker-php-developer$/);
  await expect(page.getByRole('article').filter({ has: page.locator('#spryker-php-developer-title') })).toBeInViewport();
});

test("switching language keeps the calculator's answers and step, both ways", async ({ page }) => {
  await answerRegion(page);
  const [en, de] = [readMessages('en').Calculator, readMessages('de').Calculator];
  await page.goto('/mvp-cost-calculator/app');
  await chooseAndReload(page, () => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).click());
  await page.getByRole('radio', { name: 'Web application', exact: true }).check();
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await page.getByRole('radio', { name: 'An idea', exact: true }).check();
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: en.steps.users.question })).toBeVisible();

  await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: de.steps.users.question })).toBeVisible();
  await page.getByRole('button', { name: de.back, exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Eine Idee', exact: true })).toBeChecked();

  await page.getByRole('link', { name: 'This page in English' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: en.steps.stage.question })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'An idea', exact: true })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const entries = [
    { from: '/blog?singleBlogPage=how-to-scope-an-mvp', to: '/de/blog?singleBlogPage=mvp-richtig-zuschneiden' },
    { from: '/de/blog?singleBlogPage=mvp-richtig-zuschneiden', to: '/blog?singleBlogPage=how-to-scope-an-mvp' },
    { from: '/blog/category?category=e-commerce', to: '/de/blog/kategorie?category=e-commerce-und-handel' },
    { from: '/de/blog/autor?author=daniel-okafor-de', to: '/blog/author?author=daniel-okafor' },
    { from: '/blog?page=2', to: '/de/blog?page=2' },
  ];
  for (const { from, to } of entries) {
    test(`the language link of ${from} leads to the same entry in the other language`, async ({ page }) => {
      await page.goto(from);
      const link = from.startsWith('/de') ? 'This page in English' : 'Diese Seite auf Deutsch';
      await page.getByRole('link', { name: link }).first().click();
      await expect(page).toHaveURL(to);
      await expect(page.locator('html')).toHaveAttribute('lang', from.startsWith('/de') ? 'en' : 'de');
    });
  }
});
