import { readMessages } from '@/i18n/messages';
import { localeOfPath } from '@/i18n/path-locale';
import type { RouteKey } from '@/i18n/routes';
import { expect, type Page } from './fixtures';
import { locales, localePath } from './site';
import type { Target } from './target-size';

/** An estimate shown by the calculator: its answers, each with a link to change it. */
const estimate =
  'product=web&stage=idea&users=businesses&design=standard&timeline=standard&auth=email&payments=subscriptions&admin=basic&view=estimate';
const keys: RouteKey[] = [
  '/',
  '/how-we-work',
  '/case-studies/e-learning',
  '/services/spryker-development',
  '/contact',
  '/about',
  '/case-studies',
  '/mvp-cost-calculator/app',
];

/** The pages the layout checks visit: the core pages and one of each detail template, the calculator's first step and an estimate, in both languages. */
export const keyPages = keys.flatMap((key) => locales.map((locale) => localePath(key, locale)));
keyPages.push(...locales.map((locale) => `${localePath('/mvp-cost-calculator/app', locale)}?${estimate}`));

/** A key page's name in a test's title: its path, an estimate named as such. */
export const title = (path: string) => (path.endsWith(estimate) ? `${path.split('?')[0]}, an estimate` : path);

/** Opens a page and waits until it is laid out in its fonts (an estimate: until the calculator has drawn it). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  if (path.endsWith('view=estimate')) {
    const { answersHeading } = readMessages(localeOfPath(path)).Calculator.result;
    await expect(page.getByRole('heading', { name: answersHeading })).toBeVisible();
  }
  await page.evaluate(() => document.fonts.ready);
}

/** Every visible link, button and form control, with its box on the page. */
export const targetsOn = (page: Page): Promise<Target[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input:not([type="hidden"]), select, textarea')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || element.closest('[aria-hidden="true"], [inert]')) return [];
      // A link in a sentence: set inline in a paragraph that holds more text than the link's.
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const text = (node: Node | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const inText = style.display === 'inline' && block?.tagName === 'P' && text(block) !== text(element);
      const name = `${element.tagName.toLowerCase()} "${text(element) || element.getAttribute('aria-label') || element.id}"`;
      const control = ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
      return [{ name, control, inText, box: { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height } }];
    }),
  );

/**
 * Text that runs out of its box: the page wider than the window, or an element whose content is wider than the
 * element while nothing clips it (overflow visible); the innermost such element is named.
 */
export const overflowOn = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    const found = root.scrollWidth > root.clientWidth ? [`the page: ${root.scrollWidth} > ${root.clientWidth} px`] : [];
    const overflowing = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.clientWidth > 0 && getComputedStyle(element).overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1,
    );
    for (const element of overflowing) {
      if (overflowing.some((other) => other !== element && element.contains(other))) continue;
      found.push(`<${element.tagName.toLowerCase()}> "${element.textContent!.trim().slice(0, 40)}": ${element.scrollWidth} > ${element.clientWidth} px`);
    }
    return found;
  });

/** Short figures with their unit ("3.5 years", "1 business day", "67 %") that the browser set on more than one line. */
export const brokenFiguresOn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.childElementCount === 0 && !/^H\d$/.test(element.tagName))
      .filter((element) => /^\S*\d\S*\s\S/.test(element.textContent!.trim()) && element.textContent!.trim().length <= 24)
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((element) => element.textContent!.trim()),
  );

/**
 * Grids of cards that leave a gap: a card alone in the last row, the rest of the row empty, or a row before the last
 * that is not full. Cards are the items of a grid of one width, the last one perhaps spanning its row (a deliberate
 * layout); a form's fields, of several widths, are not.
 */
export const gapsInCardGridsOn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')].flatMap((grid) => {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid') return [];
      const columns = style.gridTemplateColumns.split(' ').length;
      const cards = [...grid.children].map((card) => card.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1);
      // Rows as the grid lays them out: a card starting above the bottom of the row before joins it (cards may be centred).
      const sizes: number[] = [];
      let rowBottom = -Infinity;
      for (const box of cards) {
        if (box.top >= rowBottom - 1) {
          sizes.push(1);
          rowBottom = box.bottom;
        } else {
          sizes[sizes.length - 1]!++;
          rowBottom = Math.max(rowBottom, box.bottom);
        }
      }
      const first = cards[0]!;
      const sameWidth = (box: DOMRect) => Math.abs(box.width - first.width) < 1;
      if (columns < 2 || cards.length < 3 || sizes.length < 2 || !cards.slice(0, -1).every(sameWidth)) return [];
      const fullRows = sizes.slice(0, -1).every((size) => size === columns);
      const lonely = sizes.at(-1) === 1 && sameWidth(cards.at(-1)!);
      return fullRows && !lonely ? [] : [`${grid.textContent!.trim().slice(0, 40)}…: ${sizes.join(' + ')} in ${columns} columns`];
    }),
  );
