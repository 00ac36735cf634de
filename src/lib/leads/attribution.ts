/**
 * Campaign attribution of a lead, shared by the browser (what a form sends) and the server (what is kept): the
 * allow-listed campaign parameters of the page a form was sent from and, with marketing allowed, the session's first
 * landing. Whatever a stranger can put there is cleaned here, and what is not clean is dropped without a word:
 * attribution never makes a lead fail.
 */
import { isRecord } from '@/common/is-record';
import { attributionParameters, campaignParameters, attributionValueMaxLength, landingPathMaxLength, type AttributionParameter } from '@/config/attribution';

export type CampaignParameters = Partial<Record<AttributionParameter, string>>;

/** Where a visit started: the path and its campaign parameters. */
export interface Landing {
  path: string;
  parameters: CampaignParameters;
}

export interface Attribution {
  /** The campaign parameters of the page the form was sent from. */
  page: CampaignParameters;
  /** The session's first landing: only where marketing is allowed. */
  landing?: Landing;
}

/** The most a post's attribution may hold as JSON: a clean one with every value at its longest takes under 5 KB. */
const attributionMaxChars = 8 * 1024;

// Control and invisible format characters and line separators: no campaign name needs them, and they are what
// forged e-mail lines, terminal escapes and reversed text are made of.
const unsafeCharacter = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
// Segments of unreserved URL characters, none starting with a dot (no `..`), never `//`: a path, not an address.
const segment = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
const sitePath = new RegExp(`^/(?:${segment}(?:/${segment})*/?)?$`);

const isParameter = (name: string): name is AttributionParameter => (attributionParameters as readonly string[]).includes(name);

/** A value trimmed, or undefined when it is empty, too long or holds a character it should not. */
function cleanValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= attributionValueMaxLength && !unsafeCharacter.test(trimmed) ? trimmed : undefined;
}

/** The allow-listed parameters among `entries`, each cleaned; the first clean value of a repeated name counts. */
export function pickParameters(entries: Iterable<[string, unknown]>): CampaignParameters {
  const picked: CampaignParameters = {};
  for (const [name, value] of entries) {
    if (!isParameter(name) || Object.hasOwn(picked, name)) continue;
    const clean = cleanValue(value);
    if (clean !== undefined) picked[name] = clean;
  }
  return picked;
}

/** The campaign's own parameters alone, without the click ids: what a lead keeps where Marketing is not allowed. */
export function withoutClickIds(parameters: CampaignParameters): CampaignParameters {
  return Object.fromEntries(Object.entries(parameters).filter(([name]) => (campaignParameters as readonly string[]).includes(name)));
}

/** A path on this site, of bounded length; anything else (an address elsewhere, `//host`, `..`) is undefined. */
export function cleanLandingPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= landingPathMaxLength && sitePath.test(value) ? value : undefined;
}

/** The landing an address stands for: its path and its campaign parameters. */
export function landingOf(url: URL): Landing | undefined {
  const path = cleanLandingPath(url.pathname);
  return path === undefined ? undefined : { path, parameters: pickParameters(url.searchParams) };
}

/** A landing as JSON gave it, cleaned. */
function cleanLanding(data: unknown): Landing | undefined {
  if (!isRecord(data)) return undefined;
  const path = cleanLandingPath(data.path);
  if (path === undefined) return undefined;
  return { path, parameters: isRecord(data.parameters) ? pickParameters(Object.entries(data.parameters)) : {} };
}

/** Undefined when there is nothing to keep: no parameter and no landing. */
function worthKeeping(attribution: Attribution): Attribution | undefined {
  return Object.keys(attribution.page).length > 0 || attribution.landing ? attribution : undefined;
}

/** JSON of bounded length, or undefined. */
function parseBoundedJson(json: unknown): unknown {
  if (typeof json !== 'string' || json.length > attributionMaxChars) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** A landing as the browser keeps it (JSON), cleaned. */
export const parseLanding = (json: unknown): Landing | undefined => cleanLanding(parseBoundedJson(json));

/** An attribution as a form posts it or the database keeps it (JSON), cleaned; undefined when nothing is left. */
export function parseAttribution(json: unknown): Attribution | undefined {
  const data = parseBoundedJson(json);
  if (!isRecord(data)) return undefined;
  const landing = cleanLanding(data.landing);
  return worthKeeping({ page: isRecord(data.page) ? pickParameters(Object.entries(data.page)) : {}, ...(landing && { landing }) });
}

/**
 * A form posted without JavaScript: the campaign parameters of the page it was sent from, which the browser names in
 * the `Referer` (the site's Referrer-Policy keeps the whole address for its own requests). Only a page of the site's
 * own origin counts; a post has no landing, and no click ids: without scripts no one has allowed Marketing.
 */
export function attributionFromReferer(referer: string | null, isOwnOrigin: (origin: string) => boolean): Attribution | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  return isOwnOrigin(url.origin) ? worthKeeping({ page: withoutClickIds(pickParameters(url.searchParams)) }) : undefined;
}

/** Parameters as a query string (`utm_source=newsletter&utm_campaign=spring`), for the e-mail and the export. */
export function parametersQuery(parameters: CampaignParameters): string {
  return new URLSearchParams(Object.entries(parameters)).toString();
}
