import 'server-only';
import { serverEnv } from '@/lib/server/env';
import { consentApplies } from './countries';
import { lookupCountry } from './lookup-country';
import { resolveCountry } from './resolve-country';

/** What `/api/ip-address` answers: whether consent law applies, and the country when known; never the address. */
export interface ConsentRegion {
  eu: boolean;
  country?: string;
}

/** The visitor's consent region, from the trusted country header or the offline lookup; a failed lookup counts as EU. */
export async function consentRegionOf(headers: Headers): Promise<ConsentRegion> {
  let country: string | undefined;
  try {
    country = await resolveCountry(headers, serverEnv.geo, lookupCountry);
  } catch {
    country = undefined;
  }
  return { eu: consentApplies(country), ...(country && { country }) };
}
