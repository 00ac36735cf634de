import 'server-only';
import path from 'node:path';
import { open, type Reader, type Response } from 'maxmind';

// DB-IP Lite country database (CC BY 4.0), shipped inside the npm package: no download, no third-party call.
const databasePath = path.join(process.cwd(), 'node_modules', '@ip-location-db', 'dbip-country-mmdb', 'dbip-country.mmdb');

let reader: Promise<Reader<Response>> | undefined;

/** The country of an address from the offline database; undefined for private, reserved and unknown addresses. */
export async function lookupCountry(address: string): Promise<string | undefined> {
  reader ??= open<Response>(databasePath);
  try {
    // This database's records are `{ country_code: 'DE' }`, not the MaxMind shape the types describe.
    const record: unknown = (await reader).get(address);
    const code = (record as { country_code?: unknown } | null)?.country_code;
    return typeof code === 'string' ? code : undefined;
  } catch (error) {
    reader = undefined; // Try to open the database again next time.
    throw error;
  }
}
