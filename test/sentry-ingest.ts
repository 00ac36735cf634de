/**
 * A stand-in for Sentry's ingest endpoint on localhost: takes the envelopes an SDK sends to a DSN pointing here and
 * keeps them (errors, and any performance data), so a test can wait for an error and read all that was sent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEvent {
  /** The event as sent, for searching it for what must not be there. */
  raw: string;
  event: { exception?: { values?: { type?: string; value?: string }[] }; request?: Record<string, unknown>; contexts?: Record<string, unknown> };
}

export async function startSentryIngest() {
  const events: ReceivedEvent[] = [];
  const bodies: string[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
      // An envelope: a header line, then item headers each followed by its payload.
      bodies.push(text);
      const lines = text.split('\n');
      for (let i = 1; i + 1 < lines.length; i += 2) {
        if (JSON.parse(lines[i]!).type === 'event') events.push({ raw: lines[i + 1]!, event: JSON.parse(lines[i + 1]!) });
      }
      for (const wake of waiting.splice(0)) wake();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    events,
    /** Every envelope as it arrived (unpacked), whatever it carries. */
    bodies,
    /** Resolves with the first event that `matches`, as soon as it has arrived. */
    async eventWhere(matches: (received: ReceivedEvent) => boolean): Promise<ReceivedEvent> {
      for (;;) {
        const found = events.find(matches);
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
