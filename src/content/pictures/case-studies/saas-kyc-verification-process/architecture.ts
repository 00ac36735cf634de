import { colour, text } from '../../kit';
import { component, connector, zone } from '../../kit-diagrams';
import { pictureFromWords } from '../../picture-from-words';
import { label } from '../../words';
import { words } from './words';

/**
 * Three clients behind one backend-for-frontend, the Go services and their stores in AWS Frankfurt, and one adapter
 * per external provider. Drawn from the case study's architecture words and stack.
 */
export const architecture = pictureFromWords(words, 'architecture', { width: 960, height: 480 }, (w) => {
  const rows = [92, 208, 324];
  const clients = [
    ['web', 'webDetail'],
    ['app', 'appDetail'],
    ['extension', 'extensionDetail'],
  ] as const;
  const providers = [
    ['registry', 'registryDetail'],
    ['liveness', 'livenessDetail'],
    ['sanctions', 'sanctionsDetail'],
  ] as const;
  return (
    zone({ x: 12, y: 16, w: 208, h: 388 }, label(w, 'clients')) +
    clients.map(([title, detail], index) => component({ x: 24, y: rows[index]!, w: 184, h: 64 }, label(w, title), label(w, detail))).join('') +
    component({ x: 24, y: 416, w: 184, h: 56 }, label(w, 'sso'), label(w, 'ssoDetail')) +
    zone({ x: 236, y: 16, w: 484, h: 452 }, label(w, 'aws'), 'accent') +
    text(335, 80, label(w, 'bff'), { size: 12, weight: 700, fill: colour.inkSoft, anchor: 'middle' }) +
    component({ x: 260, y: rows[0]!, w: 150, h: 296 }, 'Node.js', 'NestJS · OpenAPI', 'night') +
    component({ x: 436, y: rows[0]!, w: 268, h: 80 }, label(w, 'go'), label(w, 'goDetail'), 'accent') +
    component({ x: 436, y: 232, w: 128, h: 64 }, 'PostgreSQL', label(w, 'postgres')) +
    component({ x: 576, y: 232, w: 128, h: 64 }, 'Amazon S3', label(w, 's3')) +
    text(640, 318, label(w, 'kms'), { size: 12, fill: colour.muted, anchor: 'middle' }) +
    text(256, 448, label(w, 'terraform'), { size: 13, weight: 600, fill: colour.accentStrong }) +
    zone({ x: 736, y: 16, w: 212, h: 388 }, label(w, 'providers'), 'green') +
    providers.map(([title, detail], index) => component({ x: 748, y: rows[index]!, w: 188, h: 64 }, label(w, title), label(w, detail))).join('') +
    rows.map((y) => connector([[208, y + 32], [260, y + 32]], { both: true })).join('') +
    connector([[410, 132], [436, 132]], { both: true }) +
    connector([[500, 172], [500, 232]], { both: true }) +
    connector([[640, 172], [640, 232]]) +
    rows.map((y, index) => connector([[704, 132], [748, y + 32]], { both: true, label: index === 1 ? label(w, 'adapters') : undefined })).join('') +
    connector([[116, 388], [116, 416]], { dashed: true })
  );
});
