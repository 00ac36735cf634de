import { colour, rect } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { box, card, fitted, flow } from './diagram';

/** The layers of Spryker inside the shop, each with who uses it on the left: storefront, API, back office. */
const layers = [
  { name: 'Yves', role: 'storefront', user: 'webShop', also: '', y: 138 },
  { name: 'Glue API', role: 'api', user: 'portal', also: 'apps', y: 214 },
  { name: 'Zed', role: 'logic', user: 'backOffice', also: '', y: 290 },
] as const;

/** The systems around the shop on the right, with the products named on the page; data flows both ways unless `into`. */
const systems = [
  { title: 'search', product: 'Elasticsearch', y: 84, into: false },
  { title: 'payment', product: 'Adyen · Payone', y: 164, into: false },
  { title: 'pim', product: 'Akeneo', y: 244, into: true },
  { title: 'erp', product: 'SAP · Dynamics', y: 324, into: false },
] as const;

/** Spryker at the centre: the channels that use it on the left, ERP, PIM, payment and search connected on the right. */
export function drawSpryker(w: PictureWords): string {
  const hub = { x: 184, y: 52, w: 192, h: 320 };
  return (
    fitted(86, 118, label(w, 'channels'), 124, { size: 14, bold: true, fill: colour.muted, anchor: 'middle' }) +
    fitted(471, 68, label(w, 'systems'), 130, { size: 14, bold: true, fill: colour.muted, anchor: 'middle' }) +
    card(hub, 'accent', 16) +
    fitted(280, 88, 'Spryker', 172, { size: 22, bold: true, fill: colour.surface, anchor: 'middle' }) +
    fitted(280, 110, 'Cloud Commerce OS', 172, { size: 14, fill: '#dcd8ff', anchor: 'middle' }) +
    layers
      .map(({ name, role, user, also, y }) => {
        const middle = y + 26;
        return (
          rect({ x: 200, y, w: 160, h: 52 }, { r: 10, fill: colour.surface }) +
          fitted(280, middle - 2, name, 144, { size: 17, bold: true, anchor: 'middle' }) +
          fitted(280, middle + 17, label(w, role), 144, { size: 14, fill: colour.muted, anchor: 'middle' }) +
          box({ x: 24, y: middle - 28, w: 124, h: 56 }, { title: label(w, user), sub: also && label(w, also) }) +
          flow([[148, middle], [182, middle]])
        );
      })
      .join('') +
    systems
      .map(({ title, product, y, into }) =>
        box({ x: 406, y, w: 130, h: 56 }, { title: label(w, title), sub: product }) + flow([[404, y + 28], [378, y + 28]], { both: !into }),
      )
      .join('') +
    fitted(280, 414, label(w, 'queues'), 512, { size: 15, fill: colour.muted, anchor: 'middle' })
  );
}
