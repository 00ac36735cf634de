import type original from '@/content/words/en/technologies/go.json';
import { localizedWords } from '@/content/localized-words';
import type { TechnologyDetail } from '../types';

/** Go: why and where we use it (high-throughput APIs, machine-data ingestion, verification workflows), ecosystem, FAQ. */
export const goTechnology: TechnologyDetail = {
  /** Since 2017, the year our first Go service went into production. */
  experience: { since: 2017, engineers: 9, projects: 20 },
  ecosystem: [
    'net/http',
    'chi',
    'gRPC',
    'Protocol Buffers',
    'sqlc',
    'PostgreSQL',
    'TimescaleDB',
    'NATS',
    'Apache Kafka',
    'Eclipse Paho MQTT',
    'gopcua',
    'OpenTelemetry',
    'Prometheus',
    'golangci-lint',
  ],
  icons: {
    builds: ['code', 'chart', 'shield', 'rocket', 'clock'],
  },
  words: localizedWords<typeof original>('technologies/go'),
};
