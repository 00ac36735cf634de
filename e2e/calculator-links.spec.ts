import { articleCalculatorCallout } from '@/content/blog-article';
import { pageBody } from '@/content/page-body';
import type { RouteKey } from '@/i18n/routes';
import { readMessages } from '../src/i18n/messages';
import { axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { localePath, locales, type Locale } from './site';

// Where buyers decide, the calculator is one click away: a call-out in the section that talks about price.
const callout = (key: RouteKey, locale: Locale, id: string) => {
  const section = pageBody(key, locale)?.sections.find((candidate) => candidate.id === id);
  if (!section || !('calculator' in section) || !section.calculator) throw new Error(`${key} has no call-out to the calculator in its section ${id}`);
  return { section: section.heading, link: section.calculator.link };
};

async function leadsToCalculator(page: Page, locale: Locale, link: ReturnType<Page['getByRole']>) {
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${localePath('/mvp-cost-calculator/app', locale)}$`));
  const Calculator = readMessages(locale).Calculator;
  await expect(page.getByRole('heading', { level: 2, name: Calculator.steps.product.question })).toBeVisible();
}

for (const locale of locales) {
  for (const [key, id] of [
    ['/', 'services'],
    ['/mvp-development', 'pricing'],
    ['/services/mvp-launcher', 'faq'],
  ] as const) {
    test(`${localePath(key, locale)} links the calculator from its section "${id}"`, async ({ page }) => {
      const { section, link } = callout(key, locale, id);
      await page.goto(localePath(key, locale));
      expect(await axeViolations(page, `#${id}`)).toEqual([]);
      await leadsToCalculator(page, locale, page.getByRole('main').getByRole('region', { name: section }).getByRole('link', { name: link.label }));
    });
  }
}

for (const { locale, article, other } of [
  { locale: 'en', article: 'what-an-mvp-really-costs', other: 'micro-frontends-in-practice' },
  { locale: 'de', article: 'was-ein-mvp-wirklich-kostet', other: 'micro-frontends-in-der-praxis' },
] as const) {
  const blog = (slug: string) => `${localePath('/blog', locale)}?singleBlogPage=${slug}`;
  const link = articleCalculatorCallout[locale].link.label;

  test(`an article on MVP cost ends with the calculator, and one on another topic does not, in ${locale}`, async ({ page }) => {
    await page.goto(blog(other));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: link })).toHaveCount(0);
    await page.goto(blog(article));
    // Shown by the article template for the topic, whatever the article's text links to.
    await leadsToCalculator(page, locale, page.getByRole('main').getByRole('link', { name: link }));
  });
}

const estimate = 'product=web&stage=idea&users=businesses&design=standard&timeline=standard&auth=email&payments=subscriptions&admin=basic&view=estimate';

for (const locale of locales) {
  test(`the estimate's one filled action is reviewing it with an engineer, in ${locale}`, async ({ page }) => {
    const Calculator = readMessages(locale).Calculator;
    await page.goto(`${localePath('/mvp-cost-calculator/app', locale)}?${estimate}`);
    const calculator = page.getByRole('region', { name: Calculator.label });
    const review = calculator.getByRole('link', { name: Calculator.result.review });
    await expect(review).toBeVisible();
    // The form's code arrives with the estimate: its submit button is there before it is counted.
    await expect(calculator.getByRole('button', { name: Calculator.result.submit })).toBeVisible();
    const filled = await calculator
      .locator('a, button')
      .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)').map((element) => element.textContent));
    expect(filled).toEqual([Calculator.result.review]);
    expect(await axeViolations(page, '#calculator')).toEqual([]);

    await review.click();
    await expect(page).toHaveURL(new RegExp(`${localePath('/contact', locale)}\\?estimate=`));
    await expect(page.getByText(`${Calculator.attachment.label}:`)).toBeVisible();
  });
}
