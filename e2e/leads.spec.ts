import { randomInt } from 'node:crypto';
import { baseURL as origin } from '../playwright.config';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { storedLead, storedLeads } from './stored-leads';
import { samplePdf } from '../test/pdf';

const pdf = samplePdf();
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

// Every test submits from its own address, so the per-address limit never couples tests.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-client-ip': `198.51.100.${randomInt(1, 255)}` });
});

const unique = (name: string) => `${name}.${Date.now()}.${randomInt(1e6)}@example.com`;

async function fillContact(page: Page, labels: Record<string, string>, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const control = page.getByLabel(labels[field]!, { exact: true });
    if (field === 'projectType' || field === 'budget') await control.selectOption(value);
    else await control.fill(value);
  }
}

const en = { name: 'Your name', email: 'E-mail address', company: 'Company (optional)', message: 'Your message', projectType: 'What do you need? (optional)', budget: 'Budget (optional)' };
const de = { name: 'Ihr Name', email: 'E-Mail-Adresse', company: 'Unternehmen (optional)', message: 'Ihre Nachricht', projectType: 'Was benötigen Sie? (optional)', budget: 'Budget (optional)' };

test('a contact enquiry is stored and confirmed with a success toast', async ({ page }) => {
  const email = unique('anna');
  await page.goto('/contact');
  // A notice with the policy, not a box to tick: ticking would read as consent, which answering an enquiry needs none of.
  const form = page.locator('form[data-form="contact"]');
  await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/data-privacy');
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await fillContact(page, en, {
    name: 'Anna Schmidt',
    email,
    company: 'Studio Nord',
    projectType: 'mvp',
    budget: '50k-100k',
    message: 'We would like to build a booking app for our three yoga studios.',
  });
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Anna Schmidt' })).toBeVisible();
  await expect(page.getByText('Thank you, Anna Schmidt. Your message has reached us').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  const lead = storedLead(email);
  expect(lead).toMatchObject({ kind: 'contact', locale: 'en', page: '/contact', name: 'Anna Schmidt' });
  expect(JSON.parse(lead!.fields)).toMatchObject({ company: 'Studio Nord', projectType: 'mvp', budget: '50k-100k' });
});

for (const [locale, labels, path, copy] of [
  ['en', en, '/contact', { send: 'Send message', email: 'Please enter an e-mail address such as name@company.com.', short: 'Please write at least 20 characters.', summary: 'Please check the marked fields.' }],
  ['de', de, '/de/kontakt', { send: 'Nachricht senden', email: 'Bitte geben Sie eine E-Mail-Adresse wie name@firma.de ein.', short: 'Bitte schreiben Sie mindestens 20 Zeichen.', summary: 'Bitte prüfen Sie die markierten Felder.' }],
] as const) {
  test(`field errors in ${locale} sit next to their fields and keep what was typed`, async ({ page }) => {
    await page.goto(path);
    await fillContact(page, labels, { name: 'Jörg Groß', email: 'joerg@', company: 'Bäckerei Groß', message: 'Zu kurz' });
    await page.getByRole('button', { name: copy.send }).click();

    const email = page.getByLabel(labels.email, { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(copy.email);
    await expect(page.getByLabel(labels.message, { exact: true })).toHaveAccessibleDescription(new RegExp(copy.short));
    // Project type and budget are optional: left unchosen, they are no problem.
    await expect(page.getByLabel(labels.projectType, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: copy.summary })).toBeVisible();
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue('Jörg Groß');
    await expect(page.getByLabel(labels.company, { exact: true })).toHaveValue('Bäckerei Groß');
    await expect(page.getByLabel(labels.message, { exact: true })).toHaveValue('Zu kurz');

    // Correcting a field clears its message at once.
    await email.fill('joerg@example.de');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page, 'form')).toEqual([]);
  });
}

for (const [locale, labels, calculator, copy] of [
  ['en', en, '/mvp-cost-calculator/app', { review: 'Review this estimate with an engineer', send: 'Send message', sent: 'Thank you, Nora Lind', contact: '/contact' }],
  ['de', de, '/de/mvp-kostenrechner/app', { review: 'Schätzung mit unserem Entwicklungsteam durchgehen', send: 'Nachricht senden', sent: 'Vielen Dank, Nora Lind', contact: '/de/kontakt' }],
] as const) {
  test(`an enquiry with an estimate, like any other, needs no project type or budget, in ${locale}`, async ({ page }) => {
    const answers = 'product=web&stage=idea&users=businesses&design=standard&timeline=standard&auth=email&payments=subscriptions&admin=basic';
    await page.goto(`${calculator}?${answers}&view=estimate`);
    await page.getByRole('link', { name: copy.review }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.contact}\\?estimate=`));
    await expect(page.getByLabel(labels.projectType, { exact: true })).toBeVisible();
    await expect(page.getByLabel(labels.budget, { exact: true })).toBeVisible();
    const email = unique('nora');
    await fillContact(page, labels, { name: 'Nora Lind', email, message: 'Wir möchten über diese Schätzung sprechen.' });
    await page.getByRole('button', { name: copy.send }).click();
    await expect(page.getByRole('status').filter({ hasText: copy.sent })).toBeVisible();
    const lead = storedLead(email);
    expect(lead).toMatchObject({ kind: 'contact', locale, page: copy.contact, name: 'Nora Lind' });
    expect(JSON.parse(lead!.fields)).toMatchObject({ estimate: answers, projectType: '', budget: '' });
  });
}

test('a server error keeps everything typed and says so in a toast', async ({ page }) => {
  await page.route('**/api/leads/contact', (route) => route.fulfill({ status: 503, json: { status: 'failed', failure: 'unavailable' } }));
  await page.goto('/de/kontakt');
  const email = unique('ausfall');
  await fillContact(page, de, { name: 'Petra Nowak', email, projectType: 'ecommerce', budget: 'unsure', message: 'Wir möchten unseren Onlineshop auf Spryker umstellen.' });
  await page.getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'wegen eines technischen Problems bei uns' })).toBeVisible();
  await expect(page.getByLabel('Ihr Name', { exact: true })).toHaveValue('Petra Nowak');
  await expect(page.getByLabel('Ihre Nachricht', { exact: true })).toHaveValue('Wir möchten unseren Onlineshop auf Spryker umstellen.');
  expect(storedLead(email)).toBeUndefined();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, shows the problems with the typed text on its page, then thanks at an address a reload does not send again', async ({ page }) => {
    const email = unique('ohne-js');
    await page.goto('/de/kontakt');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    // "a@b" passes the browser's own check but not the site's rules, so the server answers.
    await fillContact(page, de, { name: 'Uwe Kühn', email: 'uwe@b', projectType: 'other', budget: 'under-25k', message: 'Wir brauchen eine Schnittstelle zu unserem ERP-System.' });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();

    // The answer is the contact page itself, at the form, with the problems and what was typed.
    await expect(page).toHaveURL(/\/api\/leads\/contact\?form=[^#]+#/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByText('Bitte prüfen Sie die markierten Felder.')).toBeInViewport();
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveAccessibleDescription('Bitte geben Sie eine E-Mail-Adresse wie name@firma.de ein.');
    await expect(page.getByLabel('Ihr Name', { exact: true })).toHaveValue('Uwe Kühn');
    await expect(page.getByLabel('Ihre Nachricht', { exact: true })).toHaveValue('Wir brauchen eine Schnittstelle zu unserem ERP-System.');
    await expect(page.getByLabel('Was benötigen Sie?')).toHaveValue('other');

    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    // Sent, the thanks stands at an address of its own, which names the project type chosen and nothing typed.
    await expect(page).toHaveURL(/\/de\/formular\/contact-sent\?project=other(#.*)?$/);
    const thanks = page.getByRole('heading', { level: 1, name: 'Vielen Dank, Ihre Nachricht ist bei uns angekommen' });
    await expect(thanks).toBeVisible();
    expect(storedLead(email)).toMatchObject({ locale: 'de', page: '/de/kontakt', name: 'Uwe Kühn' });

    // Reloading the thanks asks for it again, and posts nothing.
    const methods: string[] = [];
    page.on('request', (request) => methods.push(request.method()));
    const reloaded = await page.reload();
    await expect(thanks).toBeVisible();
    expect(reloaded?.request().method()).toBe('GET');
    expect(methods).not.toContain('POST');
    expect(storedLeads().filter((lead) => lead.email === email)).toHaveLength(1);
  });

  test('a post that reached the site over HTTPS through the proxy is answered with its page as well', async ({ page }) => {
    // nginx tells the server the scheme the visitor used (X-Forwarded-Proto); the server itself speaks plain HTTP, so the
    // page it draws for the answer must be asked for over HTTP.
    await page.setExtraHTTPHeaders({ 'x-forwarded-proto': 'https', 'x-client-ip': `192.0.2.${randomInt(1, 255)}` });
    await page.goto('/contact');
    await fillContact(page, en, { name: 'Ida Berg', email: 'ida@b', projectType: 'other', budget: 'under-25k', message: 'We need an interface to our ERP system.' });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await answered).status()).toBe(422);
    await expect(page.getByText('Please check the marked fields.')).toBeInViewport();
    await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Ida Berg');
  });

  test('a visitor over the limit gets a page that says how to get back to what was typed, and nothing is kept', async ({ page }) => {
    // A client address of its own, so this test's posts count against nobody else's limit.
    await page.setExtraHTTPHeaders({ 'x-client-ip': `192.0.2.${randomInt(1, 255)}` });
    await page.goto('/de/kontakt');
    await fillContact(page, de, { name: 'Uwe Kühn', email: 'uwe@b', projectType: 'other', budget: 'under-25k', message: 'Wir brauchen eine Schnittstelle zu unserem ERP-System.' });
    for (let post = 1; post <= 11; post++) {
      // Each answer is the page with the form and what was typed, until the limit turns the eleventh away unread.
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      expect((await answered).status()).toBe(post < 11 ? 422 : 303);
    }
    await expect(page).toHaveURL(/\/de\/formular\/contact-rate-limited(#.*)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Nachricht wurde noch nicht gesendet');
    await expect(page.getByText(/Bitte warten Sie einige Minuten und gehen Sie dann mit der Zurück-Schaltfläche Ihres Browsers zurück/)).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur vorherigen Seite' }).click();
    await expect(page).toHaveURL(/\/de\/kontakt$/);
  });

  test('an application with a PDF goes through', async ({ page }) => {
    const email = unique('nojs-apply');
    await page.goto('/careers');
    const job = page.getByRole('article').first();
    await job.getByText('Apply now').click();
    await job.getByLabel('Your name').fill('Sam Lee');
    await job.getByLabel('E-mail address').fill(email);
    await job.getByLabel('CV as PDF').setInputFiles({ name: 'sam-lee.pdf', mimeType: 'application/pdf', buffer: pdf });
    await job.getByLabel('Why this position?').fill('I have run Go services in production for six years.');
    await job.getByRole('button', { name: 'Send application' }).click();
    await expect(page).toHaveURL(/\/form\/application-sent(#.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your message has reached us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the page you came from' })).toHaveAttribute('href', '/careers');
    expect(storedLead(email)).toMatchObject({ kind: 'application', attachment_name: 'sam-lee.pdf', attachment_size: pdf.length });
  });

  test('an estimate from the calculator is sent, and its thanks leads back to the estimate', async ({ page }) => {
    const email = unique('nojs-estimate');
    const answers = 'product=web&stage=idea&users=businesses&design=standard&timeline=standard&auth=email&payments=subscriptions&admin=basic';
    await page.goto(`/de/mvp-kostenrechner/app?${answers}&view=estimate`);
    const form = page.getByRole('form', { name: 'Schätzung per E-Mail erhalten' });
    await form.getByLabel('Ihr Name').fill('Nora Lind');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByRole('button', { name: 'Schätzung senden' }).click();
    await expect(page).toHaveURL(/\/de\/formular\/estimate-sent\?answers=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank, Ihre Nachricht ist bei uns angekommen' })).toBeVisible();
    // The thanks leads back to the estimate it was sent for.
    await page.getByRole('link', { name: 'Zurück zu Ihrer Schätzung' }).click();
    await expect(page.getByRole('heading', { name: 'Ihre MVP-Schätzung' })).toBeVisible();
    expect(new URL(page.url()).searchParams.getAll('payments')).toEqual(['subscriptions']);
    expect(storedLead(email)).toMatchObject({ kind: 'estimate', locale: 'de', page: '/de/mvp-kostenrechner/app' });
  });
});

test.describe('job applications', () => {
  async function openApplication(page: Page) {
    await page.goto('/careers');
    const job = page.getByRole('article').first();
    await job.getByText('Apply now').click();
    return job;
  }

  /** Sends a complete application for the first opening, with this profile link as typed. */
  async function apply(page: Page, { name, email, profileUrl, cv }: { name: string; email: string; profileUrl: string; cv: string }) {
    const job = await openApplication(page);
    await job.getByLabel('Your name').fill(name);
    await job.getByLabel('E-mail address').fill(email);
    await job.getByLabel(/Profile link/).fill(profileUrl);
    await job.getByLabel('CV as PDF').setInputFiles({ name: cv, mimeType: 'application/pdf', buffer: pdf });
    await job.getByLabel('Why this position?').fill('Five years of Go and PostgreSQL at a payment provider.');
    await job.getByRole('button', { name: 'Send application' }).click();
  }

  test('an application with a PDF CV succeeds', async ({ page }) => {
    const email = unique('mira');
    await apply(page, { name: 'Mira Öztürk', email, profileUrl: 'https://github.com/mira', cv: 'Mira Öztürk CV.pdf' });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, Mira Öztürk. Your application has reached our hiring team' })).toBeVisible();
    const lead = storedLead(email);
    expect(lead).toMatchObject({ kind: 'application', page: '/careers', attachment_name: 'Mira Öztürk CV.pdf', attachment_size: pdf.length });
    expect(JSON.parse(lead!.fields)).toMatchObject({ position: 'senior-go-backend-engineer', profileUrl: 'https://github.com/mira' });
  });

  test('a profile link typed without https:// is accepted and stored with it', async ({ page }) => {
    const email = unique('jana');
    await apply(page, { name: 'Jana Berg', email, profileUrl: 'linkedin.com/in/jana', cv: 'jana.pdf' });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, Jana Berg.' })).toBeVisible();
    expect(JSON.parse(storedLead(email)!.fields)).toMatchObject({ profileUrl: 'https://linkedin.com/in/jana' });
  });

  test("a failed submit moves focus to the first marked field in the form's order", async ({ page }) => {
    const job = await openApplication(page);
    await job.getByLabel('Your name').fill('Jana Berg');
    await job.getByLabel('E-mail address').fill(unique('jana'));
    await job.getByLabel('Why this position?').fill('Too short');
    await job.getByRole('button', { name: 'Send application' }).click();
    await expect(job.getByText('Please attach your CV as a PDF.')).toBeVisible();
    await expect(job.getByLabel('CV as PDF')).toBeFocused();
  });

  test('a renamed non-PDF is refused in the browser and by the server', async ({ page }) => {
    const email = unique('renamed');
    const job = await openApplication(page);
    const cv = job.getByLabel('CV as PDF');
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: png });
    await expect(cv).toHaveAccessibleDescription(/This file is not a PDF/);

    // The server applies the same check, whatever the browser says.
    // The page's extra headers are not the API context's: this post names its client address itself, as the proxy would.
    const response = await page.request.post('/api/leads/application', {
      headers: { origin, accept: 'application/json', 'x-client-ip': `198.51.100.${randomInt(1, 255)}` },
      multipart: {
        position: 'senior-go-backend-engineer',
        name: 'Renamed Image',
        email,
        message: 'Please consider my application for this position.',
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: png },
      },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({ status: 'invalid', errors: { cv: 'pdf' } });
    expect(storedLead(email)).toBeUndefined();
  });
});

for (const [locale, path, copy] of [
  ['en', '/careers', { apply: 'Apply now', cv: 'CV as PDF', pdf: 'This file is not a PDF.', large: 'This file is larger than 5 MB.' }],
  ['de', '/de/karriere', { apply: 'Jetzt bewerben', cv: 'Lebenslauf als PDF', pdf: 'Diese Datei ist kein PDF.', large: 'Diese Datei ist größer als 5 MB.' }],
] as const) {
  test(`a refused CV is announced as soon as it is chosen, in ${locale}`, async ({ page }) => {
    await page.goto(path);
    const job = page.getByRole('article').first();
    await job.getByText(copy.apply).click();
    // The alert region is there, empty, before any message: a region inserted with its text is often not read.
    const alert = job.getByRole('alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toHaveText('');

    const cv = job.getByLabel(copy.cv);
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: png });
    await expect(alert).toContainText(copy.pdf);
    await expect(cv).toHaveAccessibleDescription(new RegExp(copy.pdf));
    const large = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: large });
    await expect(alert).toContainText(copy.large);
  });
}

test('the compact form on a service page records the page it was sent from', async ({ page }) => {
  const email = unique('kompakt');
  await page.goto('/de/dienstleistungen/produktentwicklung');
  const form = page.getByRole('region', { name: 'Sprechen Sie mit uns über Ihr Projekt' });
  await expect(form.getByLabel('Unternehmen (optional)')).toHaveCount(0);
  await form.getByLabel('Ihr Name').fill('Lea Wagner');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Was benötigen Sie?').selectOption('new-product');
  await form.getByLabel('Budget').selectOption('100k-250k');
  await form.getByLabel('Ihre Nachricht').fill('Wir planen eine Plattform für Handwerksbetriebe.');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank, Lea Wagner' })).toBeVisible();
  expect(storedLead(email)).toMatchObject({ page: '/de/dienstleistungen/produktentwicklung', locale: 'de' });
});

test('requests from other sites, of other types or too large are refused with a 4xx', async ({ request }) => {
  // With the client address the proxy passes: a post without it is refused before its body is read.
  const post = (headers: Record<string, string>, data: string | Buffer) => request.post('/api/leads/contact', { headers: { 'x-client-ip': '192.0.2.80', ...headers }, data });
  expect((await post({ origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, 'name=x')).status()).toBe(403);
  expect((await post({ origin, 'content-type': 'application/json' }, '{"name":"x"}')).status()).toBe(415);
  expect((await post({ origin, 'content-type': 'multipart/form-data; boundary=x' }, 'garbage')).status()).toBe(400);
  const big = await post({ origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, Buffer.alloc(70_000, 'a'));
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ status: 'failed', failure: 'tooLarge' });
  expect((await request.post('/api/leads/newsletter', { headers: { origin: origin }, form: { a: 'b' } })).status()).toBe(404);
});
