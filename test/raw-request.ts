/**
 * One request over HTTP or HTTPS on a connection of its own (kept alive as a browser's is, so the server's keep-alive
 * headers are as a browser sees them, and closed once the answer is read), keeping the answer as sent: its headers and its bytes,
 * still compressed (fetch would decompress them and hide Content-Encoding). For tests and benchmarks of what a
 * server or the proxy really sends.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** For HTTPS: the certificate to trust (a test's self-signed one). */
  ca?: string | Buffer;
}

export function rawRequest(url: string, { method = 'GET', headers = {}, body, ca }: RawRequest = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const target = new URL(url);
    const https = target.protocol === 'https:';
    const agent = https ? new HttpsAgent({ keepAlive: true, ca }) : new HttpAgent({ keepAlive: true });
    const request = (https ? httpsRequest : httpRequest)(target, { method, headers, agent }, async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      agent.destroy();
      resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) });
    });
    request.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    request.end(body);
  });
}
