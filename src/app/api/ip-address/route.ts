import { serverEnv } from '@/lib/env';
import { consentApplies } from '@/lib/geo/countries';
import { lookupCountry } from '@/lib/geo/lookup-country';
import { resolveCountry } from '@/lib/geo/resolve-country';

export const dynamic = 'force-dynamic';

/** Whether cookie consent applies to this visitor. Answers for the visitor only; never logs or returns the address. */
export async function GET(request: Request) {
  let country: string | undefined;
  try {
    country = await resolveCountry(request.headers, serverEnv.geo, lookupCountry);
  } catch {
    country = undefined; // A failed lookup counts as EU.
  }
  return Response.json(
    { eu: consentApplies(country), ...(country && { country }) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
