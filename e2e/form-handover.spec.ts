import { randomInt } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { answersQuery } from '@/lib/calculator/wizard-state';
import { storedLead } from './stored-leads';
import { samplePdf } from '../test/pdf';

// A form's code arrives after the page has loaded. Until then the server's markup is a plain form; these tests hold
// the code back (or lose it) to prove that a visitor loses nothing typed in that time and is answered the scripted way.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-client-ip': `198.51.100.${randomInt(1, 255)}` });
});
// The page may still be loading scripts through the hold when a test has seen what it needs.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const unique = (name: string) => `${name}.${Date.now()}.${randomInt(1e6)}@example.com`;
const pdf = samplePdf();

/**
 * Holds back the script that holds the forms' code (the only one that posts to the lead endpoint) until `release`,
 * or fails it. `requested` settles once the browser has asked for it.
 */
async function holdFormsCode(page: Page, outcome: 'hold' | 'fail' = 'hold') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('/api/leads/')) return route.fulfill({ response, body });
    requested();
    if (outcome === 'fail') return route.abort('failed');
    await released;
    return route.fulfill({ response, body });
  });
  return { release, requested: asked };
}

test('a contact enquiry sent before the form code arrives waits for it and goes the scripted way with everything typed', async ({ page }) => {
  const forms = await holdFormsCode(page);
  const email = unique('frueh');
  await page.goto('/de/kontakt');
  await forms.requested;

  await page.getByLabel('Ihr Name', { exact: true }).fill('Greta Früh');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Unternehmen (optional)', { exact: true }).fill('Frühstart GmbH');
  await page.getByLabel('Was benötigen Sie?').selectOption('mvp');
  await page.getByLabel('Budget').selectOption('50k-100k');
  await page.getByLabel('Ihre Nachricht', { exact: true }).fill('Wir möchten eine Buchungs-App für unsere drei Praxen bauen.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  forms.release();

  await expect(page.getByRole('status').filter({ hasText: 'Greta Früh' })).toBeVisible();
  await expect(page).toHaveURL(/\/de\/kontakt$/);
  const lead = storedLead(email);
  expect(lead).toMatchObject({ kind: 'contact', locale: 'de', page: '/de/kontakt', name: 'Greta Früh' });
  expect(JSON.parse(lead!.fields)).toMatchObject({ company: 'Frühstart GmbH', projectType: 'mvp', budget: '50k-100k' });
});

test('what was typed before the form code arrives stays in the form when it takes over', async ({ page }) => {
  const forms = await holdFormsCode(page);
  await page.goto('/contact');
  await forms.requested;

  await page.getByLabel('Your name', { exact: true }).fill('Tom Early');
  await page.getByLabel('Your message', { exact: true }).fill('Too short');
  forms.release();

  // The site's own rules answer (the browser's checks would stop at the first empty field without a word on the page).
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your message', { exact: true })).toHaveAccessibleDescription(/Please write at least 20 characters/);
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Tom Early');
  await expect(page.getByLabel('Your message', { exact: true })).toHaveValue('Too short');
});

test('a letter typed at the very moment the live form takes over is kept', async ({ page }) => {
  const forms = await holdFormsCode(page);
  await page.goto('/contact');
  await forms.requested;
  const name = page.getByLabel('Your name', { exact: true });
  await name.fill('Tom');
  await page.getByRole('button', { name: 'Send message' }).click();

  // Once the code is here, the page reads the plain form's controls to hand them over; in that same breath, before
  // anything else can run, the visitor types one more letter into the name field that is on the page then.
  await page.evaluate(() => {
    const elements = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'elements')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    Object.defineProperty(HTMLFormElement.prototype, 'elements', {
      configurable: true,
      get(this: HTMLFormElement) {
        Object.defineProperty(HTMLFormElement.prototype, 'elements', elements);
        queueMicrotask(() => {
          const input = document.querySelector<HTMLInputElement>('input[name="name"]')!;
          setValue.call(input, `${input.value}s`);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        });
        return elements.get!.call(this);
      },
    });
  });
  forms.release();

  await expect(name).toHaveValue('Toms');
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('an estimate brought along in the address of a freshly loaded contact page is shown and sent', async ({ page }) => {
  const email = unique('schaetzung');
  const estimate = answersQuery({ product: 'web', stage: 'idea', users: ['consumers'], design: 'standard', timeline: 'standard', auth: 'email', payments: 'subscriptions', integrations: ['crm'], admin: 'basic', features: [] });
  // A link to the contact page with an estimate, opened anew (shared, bookmarked): the server's form cannot show it.
  await page.goto(`/de/kontakt?estimate=${encodeURIComponent(estimate)}`);
  const attached = page.getByText('Beigefügte Schätzung:');
  await expect(attached).toBeVisible();

  await page.getByLabel('Ihr Name', { exact: true }).fill('Lukas Rechner');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Was benötigen Sie?').selectOption('mvp');
  await page.getByLabel('Budget').selectOption('50k-100k');
  await page.getByLabel('Ihre Nachricht', { exact: true }).fill('Wir möchten über die Schätzung aus dem Rechner sprechen.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Lukas Rechner' })).toBeVisible();
  expect(JSON.parse(storedLead(email)!.fields)).toMatchObject({ estimate });
});

test('an enquiry with an estimate sent before the form code arrives needs no project type or budget', async ({ page }) => {
  const forms = await holdFormsCode(page);
  const email = unique('frueh-geschaetzt');
  const estimate = answersQuery({ product: 'web', stage: 'idea', users: ['consumers'], design: 'standard', timeline: 'standard', auth: 'email', payments: 'subscriptions', integrations: ['crm'], admin: 'basic', features: [] });
  await page.goto(`/de/kontakt?estimate=${encodeURIComponent(estimate)}`);
  await forms.requested;

  // The live form takes over and is sent in one step, before the attachment's own code has arrived.
  await page.getByLabel('Ihr Name', { exact: true }).fill('Nora Früh');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Ihre Nachricht', { exact: true }).fill('Wir möchten über die Schätzung aus dem Rechner sprechen.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  forms.release();

  await expect(page.getByRole('status').filter({ hasText: 'Nora Früh' })).toBeVisible();
  expect(JSON.parse(storedLead(email)!.fields)).toMatchObject({ estimate, projectType: '', budget: '' });
});

test('an application with a CV sent before the form code arrives keeps the file', async ({ page }) => {
  const forms = await holdFormsCode(page);
  const email = unique('cv-frueh');
  await page.goto('/careers');
  await forms.requested;

  const job = page.getByRole('article').first();
  await job.getByText('Apply now').click();
  await job.getByLabel('Your name').fill('Ada Early');
  await job.getByLabel('E-mail address').fill(email);
  await job.getByLabel('CV as PDF').setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await job.getByLabel('Why this position?').fill('I have built Go services for logistics platforms for six years.');
  await job.getByRole('button', { name: 'Send application' }).click();
  forms.release();

  await expect(page.getByRole('status').filter({ hasText: 'Ada Early' })).toBeVisible();
  expect(storedLead(email)).toMatchObject({ kind: 'application', name: 'Ada Early', attachment_name: 'ada-cv.pdf', attachment_size: pdf.length });
});

test('when the form code cannot be loaded, the enquiry is posted as a plain form', async ({ page }) => {
  const forms = await holdFormsCode(page, 'fail');
  const email = unique('ohne-code');
  await page.goto('/contact');
  await forms.requested;

  await page.getByLabel('Your name', { exact: true }).fill('Nora Offline');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('What do you need?').selectOption('other');
  await page.getByLabel('Budget').selectOption('under-25k');
  await page.getByLabel('Your message', { exact: true }).fill('We need an interface between our shop and our ERP system.');
  await page.getByRole('button', { name: 'Send message' }).click();

  // The server answers with its thanks for a form sent without scripts.
  await expect(page).toHaveURL(/\/form\/contact-sent\?project=other(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your message has reached us' })).toBeVisible();
  expect(storedLead(email)).toMatchObject({ kind: 'contact', locale: 'en', page: '/contact', name: 'Nora Offline' });
});
