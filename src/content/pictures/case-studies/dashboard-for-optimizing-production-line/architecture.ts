import { colour, text } from '../../kit';
import { component, connector, zone } from '../../kit-diagrams';
import { pictureFromWords } from '../../picture-from-words';
import { label } from '../../words';
import { words } from './words';

/**
 * Machines on the shop floor feed the Go collectors in the production network; the OEE service pushes its figures
 * to the dashboard in the DMZ, which the line displays show. Drawn from the case study's architecture words.
 */
export const architecture = pictureFromWords(words, 'architecture', { width: 960, height: 480 }, (w) => {
  const [r1, r2] = [96, 200];
  return (
    zone({ x: 12, y: 16, w: 184, h: 452 }, label(w, 'shopFloor'), 'amber') +
    text(28, 62, label(w, 'machines'), { size: 13, fill: colour.inkSoft }) +
    component({ x: 20, y: r1, w: 168, h: 64 }, label(w, 'newer'), 'OPC UA') +
    component({ x: 20, y: r2, w: 168, h: 64 }, label(w, 'older'), label(w, 'gateways')) +
    component({ x: 20, y: 396, w: 168, h: 56 }, label(w, 'displays'), label(w, 'displaysDetail')) +
    zone({ x: 208, y: 16, w: 740, h: 376 }, label(w, 'serverRoom'), 'accent') +
    zone({ x: 220, y: 52, w: 460, h: 328 }, label(w, 'production')) +
    zone({ x: 692, y: 52, w: 244, h: 328 }, label(w, 'dmz')) +
    component({ x: 248, y: r1, w: 176, h: 64 }, label(w, 'collectors'), label(w, 'collectorsDetail'), 'accent') +
    component({ x: 248, y: r2, w: 176, h: 64 }, 'Eclipse Mosquitto', label(w, 'broker')) +
    component({ x: 456, y: r1, w: 168, h: 64 }, 'TimescaleDB', label(w, 'aggregates'), 'accent') +
    component({ x: 456, y: r2, w: 168, h: 64 }, label(w, 'oee'), 'Go', 'accent') +
    component({ x: 248, y: 304, w: 376, h: 52 }, 'Grafana', label(w, 'grafana')) +
    component({ x: 712, y: r2, w: 204, h: 64 }, label(w, 'dashboard'), 'RxJS · Apache ECharts', 'night') +
    component({ x: 776, y: 412, w: 160, h: 52 }, 'Active Directory') +
    connector([[188, 128], [248, 128]], { label: 'OPC UA', above: true }) +
    connector([[188, 232], [248, 232]], { label: 'MQTT', above: true }) +
    connector([[336, 200], [336, 160]]) +
    connector([[424, 128], [456, 128]]) +
    connector([[540, 160], [540, 200]]) +
    connector([[624, 232], [712, 232]], { label: 'WebSockets', above: true }) +
    connector([[336, 304], [336, 264]], { dashed: true }) +
    connector([[540, 304], [540, 264]], { dashed: true }) +
    connector([[760, 264], [760, 424], [188, 424]]) +
    connector([[856, 264], [856, 412]], { label: label(w, 'signIn'), dashed: true, both: true })
  );
});
