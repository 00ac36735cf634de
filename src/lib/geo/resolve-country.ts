/**
 * Works out the visitor's country from what the deployment says it can trust: a CDN country header,
 * else the client address from a trusted proxy header looked up in an offline database.
 * Nothing here logs or returns the address.
 */
import { isIP } from 'node:net';
import { processWide } from '../server/process-wide.mjs';

export interface GeoConfig {
  /** A CDN header holding an ISO country code (e.g. `cf-ipcountry`), when the deployment sits behind that CDN. */
  countryHeader?: string;
  /**
   * The header a trusted proxy puts the client address in (e.g. `x-forwarded-for`, `x-real-ip`), or
   * `connectionAddressHeader` when visitors connect straight to the production server, which writes it.
   */
  clientIpHeader?: string;
  /** For `x-forwarded-for`: how many trusted proxies appended an entry (the client is that many from the right). */
  trustedProxyHops: number;
}

/**
 * With CLIENT_IP_HEADER=socket, written on every request from Node's HTTP server (src/lib/server/start.ts): the address
 * of the connection's other end. Whatever a client sends under this name is replaced, and the name is this process's
 * own, drawn at random when it starts, so no client can send it: a request that reached the server before the
 * start-up code ran (it runs with the first request) carries no address, and a form post then is refused. The
 * start-up code and the routes read the same name.
 */
export const connectionAddressHeader = processWide('connection-address-header', () => `x-connection-address-${crypto.randomUUID()}`);

export type CountryLookup = (address: string) => Promise<string | undefined>;

const countryCode = /^[A-Z]{2}$/;
// Placeholders CDNs send when they do not know: unknown, Tor.
const unknownCodes = new Set(['XX', 'T1', 'ZZ']);

export function countryFromHeader(value: string | null): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && countryCode.test(code) && !unknownCodes.has(code) ? code : undefined;
}

/** The client address from the trusted header, or undefined when it is missing or malformed. */
export function clientAddress(headers: Headers, config: GeoConfig): string | undefined {
  if (!config.clientIpHeader) return undefined;
  const raw = headers.get(config.clientIpHeader);
  if (!raw) return undefined;
  const entries = raw.split(',').map((entry) => entry.trim());
  const entry = config.clientIpHeader.toLowerCase() === 'x-forwarded-for'
    ? entries[entries.length - Math.max(1, config.trustedProxyHops)]
    : entries[0];
  return entry ? normaliseAddress(entry) : undefined;
}

function normaliseAddress(entry: string): string | undefined {
  // Accept `1.2.3.4:5678` and `[2001:db8::1]:443` as well as bare addresses.
  const bracketed = entry.match(/^\[([^\]]+)\](?::\d+)?$/);
  const withPort = entry.match(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/);
  const address = bracketed?.[1] ?? withPort?.[1] ?? entry;
  if (isIP(address) === 0) return undefined;
  // An IPv4 visitor seen through an IPv6 socket (`::ffff:1.2.3.4`) is that IPv4 address.
  return address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i)?.[1] ?? address;
}

/**
 * Who is asking, for per-visitor limits: the trusted client address, an IPv6 address by its /64 network (one
 * subscriber's line usually holds a whole /64, so each of its addresses must not count as a new visitor).
 * Undefined when the deployment has no trusted source: a forwarding header nobody vouches for is never used.
 */
export function requesterKey(headers: Headers, config: GeoConfig): string | undefined {
  const address = clientAddress(headers, config);
  if (!address || isIP(address) === 4) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // A trailing embedded IPv4 (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for two groups; they are past the /64.
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

export async function resolveCountry(headers: Headers, config: GeoConfig, lookup: CountryLookup) {
  if (config.countryHeader) {
    const fromCdn = countryFromHeader(headers.get(config.countryHeader));
    if (fromCdn) return fromCdn;
  }
  const address = clientAddress(headers, config);
  return address ? lookup(address) : undefined;
}
