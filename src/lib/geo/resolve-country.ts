/**
 * Works out the visitor's country from what the deployment says it can trust: a CDN country header,
 * else the client address from a trusted proxy header looked up in an offline database.
 * Nothing here logs or returns the address.
 */
import { isIP } from 'node:net';

export interface GeoConfig {
  /** A CDN header holding an ISO country code (e.g. `cf-ipcountry`), when the deployment sits behind that CDN. */
  countryHeader?: string;
  /** The header a trusted proxy puts the client address in (e.g. `x-forwarded-for`, `x-real-ip`). */
  clientIpHeader?: string;
  /** For `x-forwarded-for`: how many trusted proxies appended an entry (the client is that many from the right). */
  trustedProxyHops: number;
}

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
  return isIP(address) ? address : undefined;
}

export async function resolveCountry(headers: Headers, config: GeoConfig, lookup: CountryLookup) {
  if (config.countryHeader) {
    const fromCdn = countryFromHeader(headers.get(config.countryHeader));
    if (fromCdn) return fromCdn;
  }
  const address = clientAddress(headers, config);
  return address ? lookup(address) : undefined;
}
