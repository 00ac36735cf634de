import { colour } from '../kit';
import type { PictureWords } from '../words';
import { label } from '../words';
import { box, chip, fitted, flow } from './diagram';

/** A database as a cylinder with its product's name. */
function store(x: number, y: number, w: number, h: number, name: string): string {
  const ry = 9;
  const side = `M${x} ${y + ry}v${h - 2 * ry}a${w / 2} ${ry} 0 0 0 ${w} 0v-${h - 2 * ry}`;
  return (
    `<path d="${side}" fill="${colour.surface}" stroke="${colour.violet}" stroke-width="1.5"/>` +
    `<ellipse cx="${x + w / 2}" cy="${y + ry}" rx="${w / 2}" ry="${ry}" fill="${colour.accentSoft}" stroke="${colour.violet}" stroke-width="1.5"/>` +
    fitted(x + w / 2, y + h / 2 + 12, name, w - 12, { size: 14, bold: true, anchor: 'middle' })
  );
}

/** Each service with the language it is written in and the store it keeps its data in. */
const services = [
  { key: 'orders', language: 'Go', data: 'PostgreSQL' },
  { key: 'accounts', language: 'Node.js', data: 'Redis' },
  { key: 'catalogue', language: 'PHP', data: 'OpenSearch' },
] as const;

/** Backend development: clients call one documented API, services behind it keep their data, integrations at the side. */
export function drawBackend(w: PictureWords): string {
  const columns = [40, 160, 280];
  return (
    `<rect x="24" y="88" width="376" height="252" rx="14" fill="${colour.surface}" fill-opacity="0.45" stroke="${colour.violet}" stroke-width="1.5" stroke-dasharray="6 5"/>` +
    ['web', 'mobile', 'partners']
      .map((key, index) => {
        const x = (columns[index] ?? 0) - 4;
        return box({ x, y: 24, w: 112, h: 44 }, { title: label(w, key) }) + flow([[x + 56, 70], [x + 56, 108]]);
      })
      .join('') +
    box({ x: 40, y: 110, w: 344, h: 52 }, { title: 'REST · GraphQL API', sub: 'OpenAPI · OAuth 2.0', tone: 'accent' }) +
    services
      .map(({ key, language, data }, index) => {
        const x = columns[index] ?? 0;
        return (
          flow([[x + 52, 164], [x + 52, 182]]) +
          box({ x, y: 184, w: 104, h: 50 }, { title: label(w, key), sub: language }) +
          flow([[x + 52, 236], [x + 52, 252]]) +
          store(x, 254, 104, 62, data)
        );
      })
      .join('') +
    chip(212, 340, label(w, 'cloud')) +
    fitted(480, 104, label(w, 'integrations'), 112, { size: 14, bold: true, fill: colour.muted, anchor: 'middle' }) +
    ['erp', 'crm', 'payment', 'sso']
      .map((key, index) => {
        const y = 120 + index * 56;
        return box({ x: 424, y, w: 112, h: 44 }, { title: label(w, key) }) + flow([[402, y + 22], [422, y + 22]], { both: true });
      })
      .join('') +
    box({ x: 24, y: 366, w: 512, h: 50 }, { title: label(w, 'observability'), tone: 'night' })
  );
}
