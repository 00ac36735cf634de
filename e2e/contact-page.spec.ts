import { randomInt } from 'node:crypto';
import { expect, reviewsWidgetScript, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { localePath } from '@/i18n/routes';
import { relatedCaseStudies } from '@/lib/leads/follow-up';
import { storedLead } from './stored-leads';

// The contact page: the form beside who answers it, only three fields required, and what follows a sent enquiry.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-client-ip': `198.51.100.${randomInt(1, 255)}` });
});

const unique = (name: string) => `${name}.${Date.now()}.${randomInt(1e6)}@example.com`;

const languages = [
  {
    locale: 'en',
    path: '/contact',
    calculator: '/mvp-cost-calculator/app',
    labels: { name: 'Your name', email: 'E-mail address', message: 'Your message', projectType: 'What do you need? (optional)', budget: 'Budget (optional)' },
    copy: {
      whoAnswers: 'Who answers',
      role: 'Head of Delivery',
      reply: 'Within one business day',
      nextSteps: 'What happens next',
      caseStudies: 'Projects to read in the meantime',
      calculatorLink: 'Estimate the cost with our MVP cost calculator',
      send: 'Send message',
      sentHeading: 'Thank you, your message has reached us',
    },
  },
  {
    locale: 'de',
    path: '/de/kontakt',
    calculator: '/de/mvp-kostenrechner/app',
    labels: { name: 'Ihr Name', email: 'E-Mail-Adresse', message: 'Ihre Nachricht', projectType: 'Was benötigen Sie? (optional)', budget: 'Budget (optional)' },
    copy: {
      whoAnswers: 'Wer Ihnen antwortet',
      role: 'Leiter Projektsteuerung',
      reply: 'Innerhalb eines Werktags',
      nextSteps: 'So geht es weiter',
      caseStudies: 'Projekte zum Weiterlesen',
      calculatorLink: 'Kosten mit unserem MVP-Kostenrechner schätzen',
      send: 'Nachricht senden',
      sentHeading: 'Vielen Dank, Ihre Nachricht ist bei uns angekommen',
    },
  },
] as const;

type Language = (typeof languages)[number];

const contactForm = (page: Page) => page.locator('form[data-form="contact"]');

async function sendThreeFields(page: Page, { labels, copy }: Language, email: string, projectType?: string) {
  await page.getByLabel(labels.name, { exact: true }).fill('Ida Dreifeld');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  if (projectType) await page.getByLabel(labels.projectType, { exact: true }).selectOption(projectType);
  await page.getByLabel(labels.message, { exact: true }).fill('Wir möchten eine Plattform für unsere Werkstätten bauen.');
  await page.getByRole('button', { name: copy.send }).click();
}

/** The next steps, two case studies (those for the project type) and the calculator, after a sent enquiry. */
async function expectFollowUp(page: Page, { locale, calculator, copy }: Language, projectType?: string) {
  // With JavaScript, the page hides the form's own calculator link once its thanks show, by its stylesheet: until that
  // has loaded, both links are on screen.
  await page.waitForLoadState('load');
  const steps = page.getByRole('region', { name: copy.nextSteps });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  const links = page.getByRole('region', { name: copy.caseStudies }).getByRole('link');
  await expect(links).toHaveCount(2);
  const expected = relatedCaseStudies(projectType).map((key) => localePath(key, locale));
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(expected);
  await expect(page.getByRole('link', { name: copy.calculatorLink })).toHaveAttribute('href', calculator);
}

for (const language of languages) {
  const { locale, path, labels, copy } = language;

  test.describe(`the contact page in ${locale}`, () => {
    test('shows the form and who answers side by side on a wide screen', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const form = await contactForm(page).boundingBox();
      const card = page.getByRole('region', { name: copy.whoAnswers });
      const box = await card.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
      expect(box!.y).toBeLessThan(form!.y + form!.height);

      // The person, a portrait that leaves the name to the text beside it, the phone, when the reply comes, and the steps.
      await expect(card.getByText('Jan-Erik Vogt', { exact: true })).toBeVisible();
      await expect(card.getByText(copy.role, { exact: true })).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('alt', '');
      await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(card.getByRole('link', { name: '+49 30 5683 9410' })).toHaveAttribute('href', 'tel:+493056839410');
      await expect(card.getByText(copy.reply, { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { name: copy.nextSteps })).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(3);
      // The calculator is a link away from the main content.
      await expect(page.getByRole('main').getByRole('link', { name: copy.calculatorLink })).toHaveAttribute('href', language.calculator);
    });

    test('keeps the first field near the top on a phone and shows who answers after the form', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const form = await contactForm(page).boundingBox();
      const card = await page.getByRole('region', { name: copy.whoAnswers }).boundingBox();
      expect(card!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
    });

    test('asks for only the name, the e-mail address and the message', async ({ page }) => {
      await page.goto(path);
      const required = contactForm(page).locator(':required');
      expect(await required.evaluateAll((controls) => controls.map((control) => control.getAttribute('name')))).toEqual(['name', 'email', 'message']);
      await expect(page.getByLabel(labels.projectType, { exact: true })).not.toHaveAttribute('required');
      await expect(page.getByLabel(labels.budget, { exact: true })).not.toHaveAttribute('required');
    });

    test('sends an enquiry with only the three fields and shows what follows', async ({ page }) => {
      const email = unique('dreifeld');
      await page.goto(path);
      await sendThreeFields(page, language, email);
      await expect(page.getByRole('status').filter({ hasText: 'Ida Dreifeld' })).toBeVisible();
      await expectFollowUp(page, language);
      // Beside the follow-up, the card keeps the person and leaves the steps to it.
      await expect(page.getByRole('region', { name: copy.whoAnswers }).getByRole('listitem')).toHaveCount(0);
      expect(JSON.parse(storedLead(email)!.fields)).toMatchObject({ projectType: '', budget: '', company: '', phone: '' });
      expect(await axeViolations(page, 'main')).toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('sends an enquiry with only the three fields and its thanks shows what follows', async ({ page, browser }) => {
        const email = unique('ohne-js-dreifeld');
        await page.goto(path);
        await sendThreeFields(page, language, email);
        await expect(page.getByRole('heading', { level: 1, name: copy.sentHeading })).toBeVisible();
        await expectFollowUp(page, language);
        expect(storedLead(email)).toMatchObject({ kind: 'contact', locale, name: 'Ida Dreifeld' });

        // axe runs as a script in the page: the same thanks, checked in a browser with scripts.
        const withScripts = await browser.newContext({ javaScriptEnabled: true, extraHTTPHeaders: { 'x-client-ip': `198.51.100.${randomInt(1, 255)}` } });
        await withScripts.route(reviewsWidgetScript, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
        const result = await withScripts.newPage();
        await result.goto(page.url());
        await expect(result.getByRole('heading', { level: 1, name: copy.sentHeading })).toBeVisible();
        expect(await axeViolations(result, 'main')).toEqual([]);
        await withScripts.close();
      });
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the case studies after an enquiry match the project type chosen', async ({ page }) => {
      const [english] = languages;
      await page.goto(english.path);
      await sendThreeFields(page, english, unique('shop'), 'ecommerce');
      await expectFollowUp(page, english, 'ecommerce');
    });
  });
}

test('the leadership on the about page is shown in drawn portraits beside their names', async ({ page }) => {
  for (const [path, heading] of [
    ['/about', 'Leadership'],
    ['/de/uber-uns', 'Geschäftsführung und Bereichsleitung'],
  ] as const) {
    await page.goto(path);
    const people = page.getByRole('region', { name: heading }).getByRole('listitem');
    await expect(people).toHaveCount(6);
    for (const person of await people.all()) {
      await expect(person.getByRole('heading', { level: 3 })).toHaveText(/\S/);
      const portrait = person.locator('img');
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toHaveAttribute('alt', '');
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
  }
});
