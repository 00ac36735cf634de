import type caseOriginal from '@/content/words/en/case-studies/how-we-turned-thank-you-pages-into-revenue-generators.json';
import type original from '@/content/words/en/pictures/how-we-turned-thank-you-pages-into-revenue-generators.json';
import type { Locale } from '@/i18n/locales';
import { at, browserWindow, circle, colour, line, phone, rect, text, textLines, textWidth } from '../kit';
import { area, barLabel, button, check, component, connector, euros, pill, pills, pictureOf, resultPanels, textBlock, wrap } from '../kit-case-studies';
import { localizedWords } from '@/content/localized-words';
import { label, pictureWords, type PictureWords } from '../words';

const words = pictureWords<typeof original>('how-we-turned-thank-you-pages-into-revenue-generators');
/** The case study's words, whose results the pictures draw as it states them: accepted offers, online revenue, checkout changes (in this order). */
const caseStudy = localizedWords<typeof caseOriginal>('case-studies/how-we-turned-thank-you-pages-into-revenue-generators');

// The products of the made-up order, drawn small: the sofa bought, and what goes with it.
function sofa(x: number, y: number): string {
  return at(
    x,
    y,
    rect({ x: 6, y: 0, w: 48, h: 16 }, { r: 5, fill: '#c8b79b' }) +
      rect({ x: 0, y: 12, w: 60, h: 14 }, { r: 5, fill: '#d8c8ad' }) +
      rect({ x: 0, y: 6, w: 9, h: 20 }, { r: 4, fill: '#c8b79b' }) +
      rect({ x: 51, y: 6, w: 9, h: 20 }, { r: 4, fill: '#c8b79b' }) +
      line(6, 27, 6, 31, '#8a7a62', 2) +
      line(54, 27, 54, 31, '#8a7a62', 2),
  );
}

function cushions(x: number, y: number): string {
  return at(x, y, rect({ x: 0, y: 4, w: 26, h: 26 }, { r: 7, fill: colour.violet }) + rect({ x: 16, y: 0, w: 26, h: 26 }, { r: 7, fill: colour.amber }) + line(22, 13, 36, 13, '#ffffff', 1.5, true));
}

function careSet(x: number, y: number): string {
  return at(x, y, rect({ x: 4, y: 8, w: 16, h: 24 }, { r: 4, fill: colour.green }) + rect({ x: 8, y: 2, w: 8, h: 7 }, { r: 2, fill: '#0b7a5c' }) + rect({ x: 24, y: 16, w: 18, h: 16 }, { r: 3, fill: '#a6e8d6' }));
}

function ticket(x: number, y: number, w: number, h: number, value: string): string {
  return at(
    x,
    y,
    rect({ x: 0, y: 0, w, h }, { r: 6, fill: colour.amber }) +
      circle(0, h / 2, 6, { fill: colour.amberSoft }) +
      circle(w, h / 2, 6, { fill: colour.amberSoft }) +
      text(w / 2, h / 2 + 5, value, { size: 14, weight: 800, fill: colour.ink, anchor: 'middle' }),
  );
}

/** The three offers the confirmation page shows for the sofa. */
function offers(w: PictureWords, locale: Locale) {
  return [
    { name: label(w, 'covers'), price: euros(39.9, locale), action: label(w, 'add'), image: (x: number, y: number) => cushions(x, y), tone: colour.accentSoft },
    { name: label(w, 'care'), price: euros(19.9, locale), action: label(w, 'add'), image: (x: number, y: number) => careSet(x, y), tone: colour.greenSoft },
    { name: label(w, 'voucher'), price: '', action: label(w, 'code'), image: (x: number, y: number) => ticket(x, y + 4, 48, 26, euros(10, locale).replace(/[.,]00/, '')), tone: colour.amberSoft },
  ];
}

const cover = pictureOf(words, 'cover', 640, 400, (w, locale) => {
  return (
    rect({ x: 0, y: 0, w: 640, h: 400 }, { fill: colour.accentSoft }) +
    browserWindow(
      { x: 24, y: 24, w: 592, h: 352 },
      'shop.example/order/confirmation',
      // The shop's header.
      `<path d="M20 22l10-9 10 9v11h-20z" fill="${colour.ink}"/>` +
        textLines(48, 20, [56], 0, colour.inkSoft) +
        textLines(236, 20, [44], 0) + textLines(292, 20, [52], 0) + textLines(356, 20, [40], 0) +
        circle(530, 23, 8, { stroke: colour.inkSoft, strokeWidth: 2 }) +
        `<path d="M548 16h4l3 12h12l3-9h-16" fill="none" stroke="${colour.inkSoft}" stroke-width="2" stroke-linejoin="round"/>` +
        line(0, 42, 592, 42, colour.line, 1) +
        // The thank-you and the order just placed.
        check(36, 72, 15) +
        text(62, 72, label(w, 'thanks'), { size: 18, weight: 700 }) +
        text(62, 91, label(w, 'order'), { size: 12, fill: colour.muted }) +
        rect({ x: 20, y: 104, w: 552, h: 56 }, { r: 10, fill: colour.surfaceAlt }) +
        rect({ x: 30, y: 110, w: 72, h: 44 }, { r: 8, fill: colour.surface }) +
        sofa(36, 117) +
        text(116, 128, label(w, 'product'), { size: 14, weight: 700 }) +
        text(116, 147, label(w, 'delivery'), { size: 12, fill: colour.muted }) +
        text(556, 138, euros(1299, locale), { size: 14, weight: 700, anchor: 'end' }) +
        // The offers, below the order summary.
        text(20, 188, label(w, 'offers'), { size: 15, weight: 700 }) +
        offers(w, locale)
          .map((offer, index) => {
            const x = 20 + index * 188;
            const voucher = index === 2;
            return (
              rect({ x, y: 198, w: 176, h: 110 }, { r: 10, fill: colour.surface, stroke: colour.line }) +
              rect({ x: x + 6, y: 204, w: 164, h: 50 }, { r: 7, fill: offer.tone }) +
              (voucher
                ? `<g transform="translate(${x + 108} 208)">${offer.image(0, 0)}</g>` + text(x + 14, 222, label(w, 'partner'), { size: 11, weight: 700, fill: '#8a5a00' })
                : `<g transform="translate(${x + 62} 207) scale(1.25)">${offer.image(0, 0)}</g>`) +
              text(x + 12, 274, offer.name, { size: 13, weight: 700 }) +
              (voucher ? '' : text(x + 12, 296, offer.price, { size: 13, weight: 700, fill: colour.inkSoft })) +
              button(voucher ? { x: x + 12, y: 282, w: 152, h: 22 } : { x: x + 100, y: 282, w: 64, h: 22 }, offer.action, true, 12)
            );
          })
          .join(''),
    )
  );
});

const solution = pictureOf(words, 'solution', 960, 540, (w, locale) => {
  const field = (y: number, key: string) => text(196, y, label(w, key).toUpperCase(), { size: 11, weight: 700, fill: colour.muted });
  // The rule's lists of pills take as many rows as their words need; what follows moves down with them.
  const offered = pills(196, 154, 600, ['addOn1', 'addOn2', 'crossSell'].map((key) => ({ text: label(w, key), tone: 'green' as const })), 12, 30);
  const afterOffers = 154 + offered.rows * 30 + 12;
  const excluded = pills(196, afterOffers + 20, 600, ['exclude1', 'exclude2', 'exclude3'].map((key) => ({ text: `× ${label(w, key)}`, tone: 'grey' as const })), 12, 30);
  const afterExclusions = afterOffers + 20 + excluded.rows * 30 + 12;
  const backOffice =
    // The back office's navigation, the offer rules open.
    rect({ x: 0, y: 0, w: 172, h: 456 }, { fill: colour.night }) +
    ['nav1', 'nav2', 'nav3', 'nav4', 'nav5', 'nav6']
      .map((key, index) => {
        const open = key === 'nav4';
        const y = 22 + index * 38;
        return (open ? rect({ x: 10, y, w: 152, h: 30 }, { r: 7, fill: colour.accent }) : '') + text(24, y + 20, label(w, key), { size: 13, weight: open ? 700 : 400, fill: open ? colour.surface : colour.onNightMuted });
      })
      .join('') +
    // One rule: when it applies, what it offers, what it leaves out, where the offers appear.
    text(196, 40, label(w, 'rule'), { size: 18, weight: 700 }) +
    pill(520, 34, label(w, 'active'), 'green', 12) +
    field(74, 'when') +
    pill(196, 94, label(w, 'category'), 'accent', 13) +
    field(134, 'offer') +
    offered.svg +
    field(afterOffers, 'exclude') +
    excluded.svg +
    field(afterExclusions, 'placement') +
    text(196, afterExclusions + 22, label(w, 'placementValue'), { size: 14 }) +
    // The partner vouchers behind the third offer, and their budget.
    at(
      188,
      afterExclusions + 38,
      rect({ x: 0, y: 0, w: 412, h: 52 }, { r: 10, fill: colour.amberSoft }) +
        text(14, 21, label(w, 'pool'), { size: 13, weight: 700 }) +
        rect({ x: 14, y: 32, w: 120, h: 8 }, { r: 4, fill: colour.surface }) +
        rect({ x: 14, y: 32, w: 76, h: 8 }, { r: 4, fill: colour.amber }) +
        text(146, 40, label(w, 'budget'), { size: 11, fill: colour.inkSoft }),
    ) +
    button({ x: 340, y: 414, w: 120, h: 32 }, label(w, 'preview')) +
    button({ x: 470, y: 414, w: 130, h: 32 }, label(w, 'save'), true);
  const confirmation =
    // What the buyer sees on the phone.
    text(18, 22, '9:41', { size: 11, weight: 700 }) +
    `<path d="M14 44l8-7 8 7v8h-16z" fill="${colour.ink}"/>` +
    textLines(36, 42, [48], 0, colour.inkSoft) +
    line(0, 62, 216, 62, colour.line, 1) +
    check(108, 94, 16) +
    text(108, 132, label(w, 'thanks'), { size: 16, weight: 700, anchor: 'middle' }) +
    text(108, 150, label(w, 'order'), { size: 12, fill: colour.muted, anchor: 'middle' }) +
    rect({ x: 10, y: 162, w: 196, h: 46 }, { r: 8, fill: colour.surfaceAlt }) +
    at(16, 168, `<g transform="scale(0.7)">${sofa(0, 4)}</g>`) +
    text(64, 182, label(w, 'product'), { size: 12, weight: 700 }) +
    text(64, 199, euros(1299, locale), { size: 12, fill: colour.muted }) +
    text(12, 234, label(w, 'offersShort'), { size: 14, weight: 700 }) +
    offers(w, locale)
      .map((offer, index) => {
        const y = 246 + index * 64;
        const voucher = index === 2;
        return (
          line(10, y, 206, y, colour.line, 1) +
          rect({ x: 10, y: y + 8, w: 48, h: 48 }, { r: 8, fill: offer.tone }) +
          `<g transform="translate(${13} ${y + 16}) scale(0.95)">${offer.image(0, 0)}</g>` +
          text(66, y + 24, offer.name, { size: 12, weight: 700 }) +
          text(66, y + 46, offer.price, { size: 12, fill: colour.inkSoft }) +
          button(voucher ? { x: 66, y: y + 32, w: 100, h: 22 } : { x: 148, y: y + 30, w: 58, h: 24 }, offer.action, true, 11)
        );
      })
      .join('') +
    rect({ x: 72, y: 446, w: 72, h: 4 }, { r: 2, fill: colour.ink });
  return (
    rect({ x: 0, y: 0, w: 960, h: 540 }, { fill: colour.accentSoft }) +
    browserWindow({ x: 24, y: 24, w: 616, h: 492 }, 'backoffice.shop.example/offers', backOffice) +
    phone({ x: 680, y: 28, w: 232, h: 484 }, confirmation)
  );
});

const architecture = pictureOf(words, 'architecture', 960, 480, (w) => {
  return (
    rect({ x: 0, y: 0, w: 960, h: 480 }, { fill: colour.surface }) +
    // In the buyer's browser: the page, and the module it loads.
    area({ x: 16, y: 24, w: 208, h: 284 }, label(w, 'browser'), 'grey') +
    component({ x: 28, y: 60, w: 184, h: 64 }, label(w, 'page'), label(w, 'pageNote')) +
    component({ x: 28, y: 212, w: 184, h: 72 }, label(w, 'module'), label(w, 'moduleNote'), 'accent') +
    connector([[120, 124], [120, 212]], label(w, 'async'), [120, 168], colour.accent) +
    component({ x: 28, y: 372, w: 184, h: 60 }, 'GrowthBook', label(w, 'growthBookNote')) +
    connector([[120, 284], [120, 372]], label(w, 'events'), [120, 340]) +
    // The shop: one new module beside the parts it already had.
    area({ x: 300, y: 24, w: 440, h: 420 }, label(w, 'spryker')) +
    component({ x: 316, y: 60, w: 184, h: 64 }, label(w, 'yves'), label(w, 'yvesNote')) +
    component({ x: 316, y: 216, w: 184, h: 64 }, label(w, 'glue'), label(w, 'glueNote')) +
    component({ x: 316, y: 360, w: 184, h: 64 }, label(w, 'checkout'), label(w, 'checkoutNote'), 'muted') +
    component({ x: 540, y: 60, w: 184, h: 64 }, label(w, 'backOffice'), label(w, 'backOfficeNote')) +
    component({ x: 540, y: 212, w: 184, h: 72 }, label(w, 'offers'), label(w, 'offersNote'), 'accent') +
    component({ x: 540, y: 360, w: 184, h: 64 }, label(w, 'orders'), label(w, 'ordersNote')) +
    component({ x: 772, y: 216, w: 172, h: 64 }, 'Redis', label(w, 'redisNote')) +
    connector([[316, 92], [212, 92]], label(w, 'html'), [264, 92]) +
    connector([[212, 248], [316, 248]], label(w, 'https'), [264, 248]) +
    connector([[500, 248], [540, 248]]) +
    connector([[632, 124], [632, 212]], label(w, 'rules'), [632, 168]) +
    connector([[632, 284], [632, 360]], label(w, 'accepted'), [632, 322]) +
    connector([[724, 248], [772, 248]]) +
    // How the module is delivered.
    text(300, 468, label(w, 'delivery'), { size: 13, fill: colour.inkSoft }) +
    pills(308 + textWidth(label(w, 'delivery'), 13), 463, 944, ['Vite', 'Playwright', 'GitLab CI'].map((name) => ({ text: name, tone: 'accent' as const })), 12).svg
  );
});

const results = pictureOf(words, 'results', 960, 360, (w, locale) => {
  const [accepted, revenue, changes] = caseStudy[locale].sections.results.items;
  // 100 buyers, 6 of whom took an offer.
  const buyers =
    Array.from({ length: 100 }, (_, index) => circle(54 + (index % 10) * 12.5, 164 + Math.floor(index / 10) * 12.5, 4.7, { fill: index < 6 ? colour.accent : colour.line })).join('') +
    textBlock(182, 214, wrap(label(w, 'buyers'), 106, 13, true), { size: 13, weight: 700, fill: colour.accentStrong, leading: 18 });
  // Online revenue with the offers is 4 % above the revenue without them; the bars start at zero, so the gain is a thin cap.
  const base = 104;
  const bars =
    rect({ x: 362, y: 296 - base, w: 96, h: base }, { r: 6, fill: colour.line }) +
    rect({ x: 494, y: 296 - base, w: 96, h: base }, { r: 6, fill: colour.accent }) +
    rect({ x: 494, y: 296 - base * 1.04, w: 96, h: base * 0.04 + 4 }, { r: 2, fill: colour.green }) +
    pill(504, 296 - base * 1.04 - 20, revenue!.value, 'green', 13) +
    barLabel(410, 316, label(w, 'without')) +
    barLabel(542, 316, label(w, 'with'));
  // The steps of the checkout stay as they were; only the confirmation gains the offers.
  const stepNames = ['step1', 'step2', 'step3', 'step4'];
  const stepsRight = 714 + Math.max(...stepNames.map((key) => textWidth(label(w, key), 14, true)));
  const steps = stepNames
    .map((key, index) => {
      const y = 160 + index * 40;
      const last = index === 3;
      return (
        (last ? '' : line(684, y + 12, 684, y + 28, colour.line, 2)) +
        circle(684, y, 9, { fill: last ? colour.accent : colour.surface, stroke: last ? colour.accent : '#c9ced9' }) +
        text(702, y + 5, label(w, key), { size: 14, weight: 600, fill: colour.ink }) +
        pill(stepsRight, y, label(w, last ? 'offers' : 'unchanged'), last ? 'accent' : 'grey', 11)
      );
    })
    .join('');
  return resultPanels([
    { figure: accepted!.value, caption: label(w, 'accepted'), chart: buyers },
    { figure: revenue!.value, caption: label(w, 'revenue'), chart: bars },
    { figure: changes!.value, caption: label(w, 'changes'), chart: steps },
  ]);
});

export const thankYouPagesPictures = { cover, solution, architecture, results };
