import { randomInt } from 'node:crypto';
import { readMessages } from '../src/i18n/messages';
import { expect, test, type Locator, type Page } from './fixtures';
import { scrollSettled } from './scroll';
import { storedLead } from './stored-leads';

const questionOrder = ['product', 'stage', 'users', 'design', 'timeline', 'auth', 'payments', 'integrations', 'admin', 'features'] as const;
type Choice = string | string[];

/** One typical web SaaS MVP (answers by label, step by step) and what the site must say about it, per language. */
const languages = [
  {
    locale: 'en',
    path: '/mvp-cost-calculator/app',
    messages: readMessages('en').Calculator,
    answers: ['Web application', 'An idea', 'Business customers', 'Clean and proven', 'In about three months', 'E-mail and password', 'Subscriptions', ['E-mail, SMS or push notifications', 'CRM or ERP'], 'Basic back office', []] as Choice[],
    cost: '€75,000–€120,000',
    weeks: '12–15 weeks',
    changed: { question: 'What do you want to build first?', answer: 'Web and mobile', cost: '€125,000–€190,000', weeks: '14–18 weeks' },
  },
  {
    locale: 'de',
    path: '/de/mvp-kostenrechner/app',
    messages: readMessages('de').Calculator,
    answers: ['Webanwendung', 'Eine Idee', 'Geschäftskunden', 'Klar und bewährt', 'In etwa drei Monaten', 'E-Mail und Passwort', 'Abonnements', ['E-Mail, SMS oder Push-Benachrichtigungen', 'CRM oder ERP'], 'Einfaches Backoffice', []] as Choice[],
    cost: '75.000–120.000\u00a0€',
    weeks: '12–15 Wochen',
    changed: { question: 'Was möchten Sie zuerst entwickeln?', answer: 'Web und Mobile', cost: '125.000–190.000\u00a0€', weeks: '14–18 Wochen' },
  },
] as const;

type Language = (typeof languages)[number];

const question = (page: Page, language: Language, index: number) =>
  page.getByRole('heading', { level: 2, name: language.messages.steps[questionOrder[index]!].question });

const option = (page: Page, index: number, label: string) =>
  page.getByRole(index === 2 || index === 7 || index === 9 ? 'checkbox' : 'radio', { name: label, exact: true });

async function answer(page: Page, language: Language, index: number) {
  for (const label of [language.answers[index]!].flat()) await option(page, index, label).check();
  await page.getByRole('button', { name: index === 9 ? language.messages.showEstimate : language.messages.next, exact: true }).click();
}

async function answerAll(page: Page, language: Language, from = 0) {
  for (let index = from; index < questionOrder.length; index++) {
    await expect(question(page, language, index)).toBeVisible();
    await answer(page, language, index);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The progress line as the step heading reads it, e.g. "Section 1 of 2: Project foundation · Step 4 of 5". */
const progress = (language: Language, section: number, step: number) =>
  language.messages.progress
    .replace('{section}', String(section))
    .replace('{sections}', '2')
    .replace('{name}', Object.values(language.messages.sections)[section - 1]!)
    .replace('{step}', String(step))
    .replace('{steps}', '5');

const result = (page: Page, language: Language) => page.getByRole('heading', { level: 2, name: language.messages.result.heading });
const figure = (page: Page, label: string) => page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`) });

async function expectEstimate(page: Page, language: Language, cost: string, weeks: string = language.weeks) {
  await expect(result(page, language)).toBeVisible();
  await expect(figure(page, language.messages.result.cost)).toHaveText(cost);
  await expect(figure(page, language.messages.result.duration)).toHaveText(weeks);
}

/** The breakdown's person-days add up to the effort stated above it, and its shares to 100 %. */
async function expectBreakdownAddsUp(page: Page, language: Language) {
  const days = (text: string) => Number(text.replace(/[.,]/g, ''));
  const stated = (await page.getByRole('main').textContent())!.match(/(?:About|Rund) ([\d.,]+) (?:person-days|Personentage) /);
  const total = days(stated![1]!);
  const lines = await page.getByRole('region', { name: language.messages.result.breakdownHeading }).getByRole('listitem').allTextContents();
  const figures = lines.flatMap((line) => [...line.matchAll(/([\d.,]+) (?:person-days|Personentage) · (\d+)\s?%/g)]);
  expect(figures.length).toBeGreaterThan(0);
  expect(figures.reduce((sum, match) => sum + days(match[1]!), 0)).toBe(total);
  expect(figures.reduce((sum, match) => sum + Number(match[2]), 0)).toBe(100);
  return total;
}

/** Presses Tab until the element has focus (a visitor with a keyboard does the same). */
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 100; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element could not be reached with the Tab key.');
}

for (const language of languages) {
  test.describe(`the calculator in ${language.locale === 'en' ? 'English' : 'German'}`, () => {
    test('can be completed by keyboard alone, with focus on each new step and a message for a missing answer', async ({ page }) => {
      await page.goto(language.path);
      const next = page.getByRole('button', { name: language.messages.next, exact: true });
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(page.getByText(language.messages.errors.single)).toBeVisible();
      await expect(option(page, 0, language.answers[0] as string)).toBeFocused();

      for (let index = 0; index < questionOrder.length; index++) {
        if (index > 0) await expect(question(page, language, index)).toBeFocused();
        for (const label of [language.answers[index]!].flat()) {
          const target = option(page, index, label);
          // A radio group is one stop for Tab; the arrow keys move within it. Each checkbox is a stop of its own.
          await tabTo(page, (await target.getAttribute('type')) === 'radio' ? page.getByRole('radio').first() : target);
          for (let presses = 0; presses < 5 && !(await isFocused(target)); presses++) await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Space');
          await expect(target).toBeChecked();
        }
        await tabTo(page, page.getByRole('button', { name: index === 9 ? language.messages.showEstimate : language.messages.next, exact: true }));
        await page.keyboard.press('Enter');
      }
      await expect(result(page, language)).toBeFocused();
      await expectEstimate(page, language, language.cost);
    });

    test('gives its region, the question group and the heading each a short name of its own', async ({ page }) => {
      await page.goto(language.path);
      const region = page.getByRole('region', { name: language.messages.label, exact: true });
      const { question: asked } = language.messages.steps.product;
      await expect(region.getByRole('group', { name: asked, exact: true })).toBeVisible();
      // The heading, where focus arrives, says where the visitor is and then what is asked.
      const heading = region.getByRole('heading', { level: 2 });
      await expect(heading).toHaveAccessibleName(new RegExp(`^${escapeRegExp(progress(language, 1, 1))}\\s*${escapeRegExp(asked)}$`));

      await answerAll(page, language);
      await expect(region.getByRole('heading', { level: 2, name: language.messages.result.heading, exact: true })).toBeFocused();
    });

    test('keeps its place through a reload, and back and forward move between the steps', async ({ page }) => {
      await page.goto(language.path);
      for (let index = 0; index < 3; index++) await answer(page, language, index);
      await expect(question(page, language, 3)).toBeVisible();
      await page.reload();
      await expect(question(page, language, 3)).toBeVisible();
      await expect(page.getByText(progress(language, 1, 4))).toBeVisible();

      await page.goBack();
      await expect(question(page, language, 2)).toBeVisible();
      await expect(option(page, 2, language.answers[2] as string)).toBeChecked();
      await page.goForward();
      await expect(question(page, language, 3)).toBeVisible();
      await answerAll(page, language, 3);
      await expectEstimate(page, language, language.cost);
    });

    test('changes the estimate when an answer changes, and its link shows the same estimate in a fresh browser', async ({ page, browser }) => {
      await page.goto(language.path);
      await answerAll(page, language);
      await expectEstimate(page, language, language.cost);

      await page.getByRole('link', { name: new RegExp(language.changed.question.replace('?', '\\?')) }).click();
      await expect(question(page, language, 0)).toBeFocused();
      await option(page, 0, language.changed.answer).check();
      // One answer changed, straight back to the estimate; the other answers stay as they were.
      await page.getByRole('button', { name: language.messages.showEstimate, exact: true }).click();
      await expectEstimate(page, language, language.changed.cost, language.changed.weeks);
      await expectBreakdownAddsUp(page, language);
      expect(language.changed.cost).not.toBe(language.cost);

      const link = page.url();
      const fresh = await browser.newContext();
      const other = await fresh.newPage();
      await other.goto(link);
      await expect(figure(other, language.messages.result.cost)).toHaveText(language.changed.cost);
      await fresh.close();

      await page.getByRole('link', { name: language.messages.startOver }).click();
      await expect(question(page, language, 0)).toBeVisible();
      await expect(option(page, 0, language.changed.answer)).not.toBeChecked();
    });

    test('back on a step opened by "Change" returns to the estimate', async ({ page }) => {
      await page.goto(language.path);
      await answerAll(page, language);
      await expectEstimate(page, language, language.cost);
      const change = (index: number) =>
        page.getByRole('link', { name: new RegExp(escapeRegExp(language.messages.steps[questionOrder[index]!].question)) });

      for (const index of [3, 0]) {
        await change(index).click();
        await expect(question(page, language, index)).toBeFocused();
        await page.getByRole('button', { name: language.messages.back, exact: true }).click();
        await expect(result(page, language)).toBeFocused();
        await expectEstimate(page, language, language.cost);
      }
    });

    // Known fault, not fixed yet: the browser's back button puts back the scroll position under the sticky header.
    test('browser back to an edited step shows its heading below the header', async ({ page }) => {
      await page.goto(language.path);
      await answerAll(page, language);
      await expectEstimate(page, language, language.cost);
      const change = (index: number) =>
        page.getByRole('link', { name: new RegExp(escapeRegExp(language.messages.steps[questionOrder[index]!].question)) });
      await change(0).click();
      await option(page, 0, language.changed.answer).check();
      // The visitor scrolls down towards the button, just far enough that the heading goes under the header.
      const top = (await question(page, language, 0).boundingBox())!.y;
      await page.mouse.wheel(0, top - 20);
      await scrollSettled(page);
      await page.getByRole('button', { name: language.messages.showEstimate, exact: true }).click();
      await expectEstimate(page, language, language.changed.cost, language.changed.weeks);
      await page.goBack();
      const heading = question(page, language, 0);
      await expect(heading).toBeFocused();
      await scrollSettled(page);
      const headerBottom = (await page.getByRole('banner').boundingBox())!.y + (await page.getByRole('banner').boundingBox())!.height;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      await expect(heading).toBeInViewport();
    });

    test('writes large figures with separators, and the breakdown adds up to what it explains', async ({ page }) => {
      const everything = new URLSearchParams('product=both&stage=live&design=custom&timeline=urgent&auth=sso&payments=marketplace&admin=full&view=estimate');
      for (const [id, values] of [['users', 'consumers businesses staff partners'], ['integrations', 'messaging maps crm apis legacy'], ['features', 'files realtime reporting ai compliance']] as const) {
        for (const value of values.split(' ')) everything.append(id, value);
      }
      await page.goto(`${language.path}?${everything}`);
      await expect(result(page, language)).toBeVisible();
      await expect(page.getByText(language.locale === 'en' ? 'About 1,040 person-days' : 'Rund 1.040 Personentage')).toBeVisible();
      await expect(page.getByText(language.locale === 'en' ? '274 person-days · 26%' : '274 Personentage · 26 %')).toBeVisible();
      expect(await expectBreakdownAddsUp(page, language)).toBe(1040);
    });

    test('sends the estimate: a success toast, and a stored lead with the answers', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-client-ip': `203.0.113.${randomInt(1, 255)}` });
      const email = `estimate.${Date.now()}.${randomInt(1e6)}@example.com`;
      const send = async () => {
        const form = page.getByRole('form', { name: language.messages.result.sendHeading });
        await form.getByLabel(language.locale === 'en' ? 'Your name' : 'Ihr Name').fill('Jana Köhler');
        await form.getByLabel(language.locale === 'en' ? 'E-mail address' : 'E-Mail-Adresse').fill(email);
        await form.getByRole('button', { name: language.messages.result.submit }).click();
      };
      await page.goto(language.path);
      await answerAll(page, language);
      await send();

      const sent = language.messages.result.sent.replace('{name}', 'Jana Köhler');
      await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
      const lead = storedLead(email);
      expect(lead).toMatchObject({ kind: 'estimate', locale: language.locale, page: language.path, name: 'Jana Köhler' });
      expect(JSON.parse(lead!.fields)).toMatchObject({
        estimate: expect.stringMatching(/^product=web&stage=idea&users=businesses&.*&integrations=messaging&integrations=crm&admin=basic$/),
      });

      // The same address again on the same day: the agency gets it, the visitor is told why no copy comes.
      await page.reload();
      await send();
      const withheld = language.messages.result.sentWithoutCopy.replace('{name}', 'Jana Köhler');
      await expect(page.getByRole('status').filter({ hasText: withheld })).toBeVisible();
    });
  });

  test.describe(`the calculator without JavaScript in ${language.locale === 'en' ? 'English' : 'German'}`, () => {
    test.use({ javaScriptEnabled: false });

    test('asks step by step on the server and shows the estimate', async ({ page }) => {
      await page.goto(language.path);
      await page.getByRole('button', { name: language.messages.next, exact: true }).click();
      await expect(page.getByText(language.messages.errors.single)).toBeVisible();
      await answerAll(page, language);
      await expectEstimate(page, language, language.cost);
      expect(new URL(page.url()).searchParams.get('view')).toBe('estimate');

      // Back from the estimate keeps every answer.
      await page.getByRole('link', { name: language.messages.back, exact: true }).click();
      await expect(question(page, language, 9)).toBeVisible();
      await page.getByRole('button', { name: language.messages.back, exact: true }).click();
      await expect(question(page, language, 8)).toBeVisible();
      await expect(option(page, 8, language.answers[8] as string)).toBeChecked();
    });
  });
}

test('the call request carries the estimate to the contact form', async ({ page }) => {
  const language = languages[1];
  await page.goto(language.path);
  await answerAll(page, language);
  await page.getByRole('link', { name: language.messages.result.review }).click();
  await expect(page).toHaveURL(/\/de\/kontakt\?estimate=/);
  const attached = page.getByText(`${language.messages.attachment.label}:`);
  await expect(attached.locator('..')).toContainText(`${language.cost} · ${language.weeks}`);
  await page.getByRole('button', { name: language.messages.attachment.remove }).click();
  await expect(attached).toHaveCount(0);
});
