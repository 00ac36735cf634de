import type original from '@/content/words/en/case-studies/dashboard-for-optimizing-production-line.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** Production dashboard: live OEE for 40 machines at an automotive supplier, with Go ingestion, TimescaleDB and Angular. */
export const productionDashboard: CaseStudyDetail = {
  technologies: ['/technologies/go', '/technologies/angular'],
  stack: [
    'Go',
    'OPC UA',
    'MQTT',
    'Eclipse Mosquitto',
    'TimescaleDB',
    'PostgreSQL',
    'Angular',
    'RxJS',
    'Apache ECharts',
    'WebSockets',
    'k3s',
    'Grafana',
  ],
  icons: {
    solution: ['layers', 'chart', 'clock', 'mobile'],
  },
  pictures: {
    cover: 'case-studies/dashboard-for-optimizing-production-line/cover',
    solution: 'case-studies/dashboard-for-optimizing-production-line/solution',
    architecture: 'case-studies/dashboard-for-optimizing-production-line/architecture',
    results: 'case-studies/dashboard-for-optimizing-production-line/results',
  },
  words: localizedWords<typeof original>('case-studies/dashboard-for-optimizing-production-line'),
};
