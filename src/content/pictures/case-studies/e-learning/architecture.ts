import { colour, text } from '../../kit';
import { component, connector, zone } from '../../kit-diagrams';
import { pictureFromWords } from '../../picture-from-words';
import { label } from '../../words';
import { words } from './words';

/**
 * The apps on one Laravel API, course content from Strapi, and the video pipeline from S3 through the workers to
 * CloudFront, all in AWS Frankfurt. Drawn from the case study's architecture words and stack.
 */
export const architecture = pictureFromWords(words, 'architecture', { width: 960, height: 500 }, (w) => {
  const [r1, r2, r3] = [64, 184, 304];
  const [a, b, c] = [256, 476, 690];
  return (
    component({ x: 24, y: r1, w: 176, h: 64 }, label(w, 'editors'), label(w, 'editorsDetail')) +
    zone({ x: 12, y: 148, w: 200, h: 304 }, label(w, 'learners')) +
    component({ x: 24, y: r2, w: 176, h: 64 }, label(w, 'web'), label(w, 'webDetail')) +
    component({ x: 24, y: r3, w: 176, h: 64 }, label(w, 'app'), label(w, 'appDetail')) +
    zone({ x: 232, y: 16, w: 716, h: 436 }, label(w, 'aws'), 'accent') +
    component({ x: a, y: r1, w: 172, h: 64 }, 'Strapi', label(w, 'strapiDetail')) +
    component({ x: a, y: r2, w: 172, h: 64 }, 'Laravel', label(w, 'laravelDetail'), 'night') +
    component({ x: a, y: r3, w: 172, h: 64 }, 'PostgreSQL', label(w, 'postgresDetail')) +
    component({ x: b, y: r1, w: 160, h: 64 }, 'Amazon S3', label(w, 's3Detail'), 'accent') +
    component({ x: b, y: r3, w: 160, h: 64 }, 'CloudFront', label(w, 'cloudfrontDetail'), 'accent') +
    component({ x: c, y: r1, w: 234, h: 64 }, label(w, 'queue'), label(w, 'queueDetail')) +
    component({ x: c, y: r2, w: 234, h: 64 }, label(w, 'workers'), label(w, 'workersDetail'), 'accent') +
    connector([[200, 96], [a, 96]]) +
    connector([[a + 86, r1 + 64], [a + 86, r2]], { label: label(w, 'webhook') }) +
    connector([[a + 86, r2 + 64], [a + 86, r3]], { both: true }) +
    connector([[212, 216], [a, 216]], { label: 'API', above: true, both: true }) +
    connector([[a + 172, 96], [b, 96]], { label: label(w, 'upload'), above: true }) +
    connector([[b + 160, 96], [c, 96]], { label: label(w, 'job'), above: true }) +
    connector([[c + 117, r1 + 64], [c + 117, r2]]) +
    connector([[c, 216], [b + 120, 216], [b + 120, r1 + 64]], { label: 'HLS', labelOn: 0 }) +
    connector([[b + 60, r1 + 64], [b + 60, r3]]) +
    connector([[b + 80, r3 + 64], [b + 80, 420], [212, 420]], { label: label(w, 'video'), labelOn: 1 }) +
    text(480, 484, label(w, 'ci'), { size: 14, fill: colour.muted, anchor: 'middle' })
  );
});
