/**
 * Turns a form POST into a stored lead, or into a clear refusal. Browsers with JavaScript ask for JSON; a plain
 * form post (no JavaScript) is answered with the form's page, rendered in the state the post ended in, with what was
 * typed (see renderState).
 */
import 'server-only';
import { jobOpenings } from '@/content/jobs';
import { localeOfPath } from '@/i18n/path-locale';
import { formResultPath, localePath, routeKeyOfPathname, type RouteKey } from '@/i18n/routes';
import { readMessages } from '@/i18n/messages';
import { answersQuery, parseAnswers } from '@/lib/calculator/wizard-state';
import { requesterKey, type GeoConfig } from '@/lib/geo/resolve-country';
import type { BodyBudget } from '@/lib/server/http/body-budget';
import type { BodyTimeLimits } from '@/lib/server/http/read-capped';
import { reportServerProblem } from '@/lib/server/error-reporting';
import { processWide } from '@/lib/server/process-wide.mjs';
import { bodyKindOf, bodyTimeLimits, holdUploadSlot, maxBodyBytes, readForm, reservedSize, sharedBodyBudgets, type BodyKind } from './form-body';
import type { RateLimiter } from './rate-limit';
import { cvBytesInTotal, cvBytesPerAddressPerDay } from '@/config/forms';
import { createCvAllowance, type CvAllowance } from './cv-allowance';
import { isReadablePdf } from './pdf-structure';
import { attributionFromReferer, parseAttribution, type Attribution } from './attribution';
import { attributionField, cleanFileName, formKinds, honeypotField, maxLength, projectTypes, type Failure, type FieldErrors, type FormKind, type FormState, type LeadAnswer } from './fields';
import { sealFormState } from './sealed-state';
import { checkCv, textFieldNames, validateFields } from './schema';
import type { CopyWithheld, LeadStore } from './store';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

export interface SubmissionContext {
  store: () => Promise<LeadStore>;
  rateLimiter: RateLimiter;
  /** Runs a task after the answer has been sent (delivery). */
  afterResponse: (task: () => Promise<void>) => void;
  deliver: () => Promise<void>;
  siteUrl: string;
  geo: GeoConfig;
  /** How many estimate copies may go to visitors in a day, all addresses together. */
  estimateCopiesPerDay?: number;
  /** The request bodies this process may hold at once, per kind of body; the shared ones by default. */
  bodyBudgets?: Partial<Record<BodyKind, BodyBudget>>;
  /** How long a body may take to arrive, per kind of body; `bodyTimeLimits` by default. */
  bodyTime?: Partial<Record<BodyKind, BodyTimeLimits>>;
  /** The CV bytes each address may store in a day; the shared allowance by default. */
  cvAllowance?: CvAllowance;
  /** The CV bytes all stored leads may hold together; `cvBytesInTotal` by default. */
  cvBytesInTotal?: number;
  /** Renders the page at a path for a form's state (see renderState); this server's own page by default. */
  renderPage?: (path: string, body: FormData, request: Request) => Promise<Response>;
  now?: () => number;
}

/** How a submission ended, for its answer: JSON for the page's script, or the form's page in that state. */
interface FormResult {
  kind: FormKind;
  locale: Locale;
  page: string;
  outcome: 'sent' | 'invalid' | 'failed';
  values: Record<string, string>;
  errors: FieldErrors;
  /** A problem with the whole submission. */
  failure?: Failure;
  /** A sent estimate whose copy to the visitor was withheld by a limit. */
  copyWithheld?: boolean;
}

/**
 * Estimate copies go to an address someone typed, so the form could mail strangers: at most one per address a day,
 * and this many a day in all; the agency gets every estimate regardless.
 */
const estimateCopiesPerDay = 200;
const sharedCvAllowance = createCvAllowance(cvBytesPerAddressPerDay);
/** Where each form lives, for a submission that does not say which page it came from. */
const formPages: Record<FormKind, RouteKey> = { contact: '/contact', application: '/careers', estimate: '/mvp-cost-calculator/app' };

/**
 * Posts that are refused before they are read, or ignored (the bots' hidden field), get one fixed result page per
 * form and state: nothing about them is stored, so no stranger can fill the database through them.
 */
const fixedStates = { sent: 'sent', rateLimited: 'rate-limited', tooLarge: 'too-large', tooSlow: 'too-slow' } as const;
type FixedState = keyof typeof fixedStates;

/** The ids of the fixed pages (`contact-rate-limited`), one per form and state. */
export const fixedPageIds = formKinds.flatMap((kind) => Object.values(fixedStates).map((slug) => `${kind}-${slug}`));

/** The result that a fixed page id (`contact-rate-limited`) stands for, in the language of its address. */
export function fixedFormResult(id: string, locale: Locale): FormResult | undefined {
  for (const kind of formKinds) {
    for (const [state, slug] of Object.entries(fixedStates) as [FixedState, string][]) {
      if (id !== `${kind}-${slug}`) continue;
      const page = localePath(formPages[kind], locale);
      return state === 'sent'
        ? { kind, locale, page, outcome: 'sent', values: {}, errors: {} }
        : { kind, locale, page, outcome: 'failed', values: {}, errors: {}, failure: state };
    }
  }
  return undefined;
}


export async function handleSubmission(request: Request, kind: FormKind, context: SubmissionContext): Promise<Response> {
  const now = context.now ?? Date.now;
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  // Until the form says its language, its address does (a form's page answering a post without JavaScript stands at
  // the endpoint's), or else the page it was sent from.
  const referer = request.headers.get('referer');
  const named = new URL(request.url).searchParams.get('locale');
  let locale: Locale = named && isLocale(named) ? named : referer && URL.canParse(referer) ? localeOfPath(new URL(referer).pathname) : defaultLocale;
  // The form once read: its answer without JavaScript needs what React put into it.
  let posted = new FormData();

  if (!isSameOrigin(request, context.siteUrl)) return refuse(403, 'rejected');
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) return refuse(415, 'rejected');

  // Counted before a byte of the body is read: a visitor over the limit costs neither memory nor storage.
  const address = requesterKey(request.headers, context.geo);
  // Without an address no visitor can be told from another; one bucket for all would let a stranger block everyone.
  if (!address) {
    reportMissingAddress();
    return unavailable();
  }
  const requester = address;
  const cvAllowance = context.cvAllowance ?? sharedCvAllowance;
  let waitMs: number;
  try {
    waitMs = await context.rateLimiter.take(requester, now());
  } catch (error) {
    // The shared limit lives in the database: without it no lead could be stored either.
    console.error('The submission limit could not be checked:', error instanceof Error ? error.message : error);
    return unavailable();
  }
  if (waitMs > 0) return answerFixed(429, 'rateLimited', { 'Retry-After': String(Math.ceil(waitMs / 1000)) });

  const bodyKind = bodyKindOf(kind, contentType);
  const size = reservedSize(request, bodyKind);
  if (size > maxBodyBytes[bodyKind]) {
    await request.body?.cancel();
    return answerFixed(413, 'tooLarge');
  }
  const endUpload = bodyKind === 'upload' ? holdUploadSlot(requester) : () => undefined;
  if (!endUpload) {
    await request.body?.cancel();
    return answerFixed(429, 'rateLimited', { 'Retry-After': '10' });
  }
  const release = (context.bodyBudgets?.[bodyKind] ?? sharedBodyBudgets[bodyKind]).reserve(size);
  if (!release) {
    endUpload();
    return unavailable({ 'Retry-After': '10' });
  }
  try {
    return await receive();
  } finally {
    release();
    endUpload();
  }

  async function receive(): Promise<Response> {
    const form = await readForm(request, size, contentType, context.bodyTime?.[bodyKind] ?? bodyTimeLimits[bodyKind]);
    if (form === 'tooLarge') return answerFixed(413, 'tooLarge');
    if (form === 'tooSlow') return answerFixed(408, 'tooSlow');
    if (form === 'malformed') return refuse(400, 'rejected');

    posted = form;
    const requestedLocale = form.get('locale');
    locale = typeof requestedLocale === 'string' && isLocale(requestedLocale) ? requestedLocale : defaultLocale;
    // Bots that fill the invisible field are told what people are told, and nothing is kept.
    if (String(form.get(honeypotField) ?? '') !== '') return answerFixed(200, 'sent', {}, sentQuery(textValues(form, kind)));

    const page = safePage(form.get('page')) ?? localePath(formPages[kind], locale);
    const values = textValues(form, kind);
    const base = { kind, locale, page, values, errors: {} };
    const validation = validateFields(kind, values);
    const errors: FieldErrors = validation.ok ? {} : { ...validation.errors };
    const entry = kind === 'application' ? form.get('cv') : null;
    const cv = entry instanceof File ? entry : undefined;
    const cvBytes = cv && new Uint8Array(await cv.arrayBuffer());
    if (kind === 'application') {
      if (!jobOpenings.some((job) => job.id === values.position)) errors.position ??= 'position';
      // The bounds on stored CVs first: a file that may not be stored anyway is never parsed.
      const refusal = cvBytes && (await cvRefusal(cvBytes.byteLength, base));
      if (refusal) return refusal;
      // The quick check the browser makes too, then a real one: only a PDF a reader opens is stored.
      const cvError = (await checkCv(cv)) ?? (cvBytes && !(await isReadablePdf(cvBytes)) ? 'pdf' : undefined);
      if (cvError) errors.cv = cvError;
    }
    if (!validation.ok || Object.keys(errors).length > 0) return answer(422, { ...base, outcome: 'invalid', errors });

    const fields = validation.data as Record<string, string>;
    const attribution = attributionOf(form);
    let copyWithheld: CopyWithheld | undefined;
    try {
      const store = await context.store();
      if (kind === 'estimate') copyWithheld = await store.takeEstimateCopy(fields.email!, now(), context.estimateCopiesPerDay ?? estimateCopiesPerDay);
      await store.saveLead(
        {
          kind,
          locale,
          page,
          name: fields.name!,
          email: fields.email!,
          fields,
          ...(copyWithheld && { copyWithheld }),
          ...(attribution && { attribution }),
          ...(cv && cvBytes && { attachment: { name: cleanFileName(cv.name), bytes: cvBytes } }),
        },
        now(),
      );
    } catch (error) {
      return storeFailed(error, base);
    }
    // Counted once stored: an application the store could not take costs the applicant nothing.
    if (cvBytes) cvAllowance.record(requester, cvBytes.byteLength, now());
    context.afterResponse(context.deliver);
    return answer(200, { ...base, outcome: 'sent', ...(copyWithheld && { copyWithheld: true }) });
  }

  /**
   * The campaign that brought the lead: a form sent with JavaScript says it (as consent allows); one sent without is
   * known by the page it came from, which the Referer names.
   */
  function attributionOf(form: FormData): Attribution | undefined {
    if (form.has(attributionField)) return parseAttribution(form.get(attributionField));
    return attributionFromReferer(referer, (origin) => isOwnOrigin(origin, request, context.siteUrl));
  }

  /**
   * A CV that would pass the bound on stored CVs (the operator is told), or its address's for the day (the
   * applicant is told, and keeps what they typed); undefined when it may be stored.
   */
  async function cvRefusal(bytes: number, base: Omit<FormResult, 'outcome'>): Promise<Response | undefined> {
    const bound = context.cvBytesInTotal ?? cvBytesInTotal;
    let stored: number;
    try {
      stored = await (await context.store()).storedCvBytes();
    } catch (error) {
      return storeFailed(error, base);
    }
    if (stored + bytes > bound) {
      console.error(`An application was refused: the stored CVs would pass their bound of ${bound} bytes (cvBytesInTotal). Export and erase old leads.`);
      return answer(503, { ...base, outcome: 'failed', failure: 'unavailable' });
    }
    if (!cvAllowance.allows(requester, bytes, now())) {
      return answer(429, { ...base, outcome: 'invalid', errors: { cv: 'cvDailyLimit' } });
    }
    return undefined;
  }

  function storeFailed(error: unknown, base: Omit<FormResult, 'outcome'>) {
    console.error('A lead could not be stored:', error instanceof Error ? error.message : error);
    return answer(503, { ...base, outcome: 'failed', failure: 'unavailable' });
  }

  /** A refused or ignored post, or one sent without JavaScript: JSON for the page's script, else the fixed result page. */
  function answerFixed(status: number, state: FixedState, headers: Record<string, string> = {}, query = new URLSearchParams()) {
    if (wantsJson) {
      const json: LeadAnswer = state === 'sent' ? { status: 'sent' } : { status: 'failed', failure: state };
      return Response.json(json, { status, headers: { ...noStore, ...headers } });
    }
    const path = formResultPath(`${kind}-${fixedStates[state]}`, locale);
    const location = new URL(path, context.siteUrl);
    location.search = query.toString();
    return new Response(null, { status: 303, headers: { ...noStore, ...headers, Location: location.href } });
  }

  /** Turned away unread because something on our side cannot take it now. */
  async function unavailable(jsonHeaders: Record<string, string> = {}) {
    await request.body?.cancel();
    return wantsJson
      ? Response.json({ status: 'failed', failure: 'unavailable' } satisfies LeadAnswer, { status: 503, headers: { ...noStore, ...jsonHeaders } })
      : plainUnavailable();
  }

  function plainUnavailable() {
    return new Response(readMessages(locale).FormPages.unavailable, { status: 503, headers: { ...noStore, 'Retry-After': '10', 'Content-Type': 'text/plain; charset=utf-8' } });
  }

  function refuse(status: number, failure: Failure) {
    return Response.json({ status: 'failed', failure } satisfies LeadAnswer, { status, headers: noStore });
  }

  async function answer(status: number, result: FormResult) {
    if (wantsJson) {
      const { outcome, errors, failure, copyWithheld } = result;
      return Response.json(
        { status: outcome, ...(outcome === 'invalid' && { errors }), ...(failure && { failure }), ...(copyWithheld && { copy: 'withheld' }) },
        { status, headers: noStore },
      );
    }
    if (result.outcome === 'sent') return answerFixed(status, 'sent', {}, sentQuery(result.values, result.copyWithheld));
    return renderState(status, { ...result, outcome: result.outcome });
  }

  /**
   * Without JavaScript, a sent form's thanks stands at an address of its own, so reloading it sends nothing again. The
   * address carries what the thanks shows beyond itself by the choices made, never by what was typed: an enquiry's
   * project type (its follow-up), an estimate's answers (the way back to it), a copy withheld.
   */
  function sentQuery(values: Record<string, string>, copyWithheld = false) {
    const query = new URLSearchParams();
    const projectType = values.projectType;
    if (kind === 'contact' && projectType && (projectTypes as readonly string[]).includes(projectType)) query.set('project', projectType);
    if (kind === 'estimate') query.set('answers', estimateAnswers());
    if (copyWithheld) query.set('copy', 'withheld');
    return query;
  }

  /** The answers of the estimate a form was sent from, as the calculator's address carries them. */
  function estimateAnswers() {
    return answersQuery(parseAnswers(new URLSearchParams(String(posted.get('estimate') ?? ''))));
  }

  /**
   * Without JavaScript: the form's page, rendered by this server with the form in the state the post ended in. The
   * post carries what React needs to find the form and its state hook on the page (`$ACTION_REF_…`, `$ACTION_KEY`,
   * which the page's markup put into the form); with them and the sealed state, the page's action (showFormState)
   * gives React the state, and nothing is kept once the page is sent. A post without them (markup from before they
   * were there) is refused.
   */
  async function renderState(status: number, result: FormResult & { outcome: 'invalid' | 'failed' }): Promise<Response> {
    const body = new FormData();
    for (const [name, value] of posted) if (name.startsWith('$ACTION_') && typeof value === 'string') body.append(name, value);
    if (!body.has('$ACTION_KEY')) return refuse(400, 'rejected');
    body.append('state', sealFormState(formState(result)));
    // An estimate's form sits in the calculator's estimate, which its answers bring back.
    const answers = result.kind === 'estimate' ? estimateAnswers() : '';
    try {
      const page = await (context.renderPage ?? renderOwnPage)(answers ? `${result.page}?${answers}&view=estimate` : result.page, body, request);
      return new Response(page.body, { status, headers: { ...noStore, 'Content-Type': page.headers.get('content-type') ?? 'text/html; charset=utf-8' } });
    } catch (error) {
      const problem = `A form page could not be rendered for a post without JavaScript: ${error instanceof Error ? error.message : String(error)}`;
      console.error(problem);
      reportServerProblem(problem);
      return plainUnavailable();
    }
  }
}

/** A refused form's state on its page after a native post: what was typed and what is wrong. */
function formState(result: FormResult & { outcome: 'invalid' | 'failed' }): FormState {
  const values = keptValues(result.values);
  return result.outcome === 'invalid' ? { status: 'invalid', errors: result.errors, values } : { status: 'failed', failure: result.failure ?? 'rejected', values };
}

/**
 * The page at `path`, asked of this very server: Next.js gives a request the address the server listens on, and the
 * scheme the proxy in front was reached with (X-Forwarded-Proto), while the server itself always speaks plain HTTP.
 */
async function renderOwnPage(path: string, body: FormData, request: Request): Promise<Response> {
  const origin = `http://${new URL(request.url).host}`;
  const page = await fetch(new URL(path, origin), {
    method: 'POST',
    body,
    headers: { origin, accept: 'text/html', 'accept-encoding': 'identity' },
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  if (!page.ok) throw new Error(`${path} answered ${page.status}`);
  return page;
}

const noStore = { 'Cache-Control': 'no-store' };

const missingAddress = processWide('leads.missing-address', () => ({ reported: false }));

/** Once per process: the deployment does not pass the client address (the proxy does not set CLIENT_IP_HEADER's header). */
function reportMissingAddress() {
  if (missingAddress.reported) return;
  missingAddress.reported = true;
  console.error('A form post carried no client address in the header CLIENT_IP_HEADER names, and was refused: check that the proxy in front sets it on every request.');
}

/** A browser sends the page's origin with every form post; anything else did not come from our pages. */
function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin) return isOwnOrigin(origin, request, siteUrl);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/** The site's address, or the host the request was sent to. */
function isOwnOrigin(origin: string, request: Request, siteUrl: string): boolean {
  if (origin === siteUrl) return true;
  return URL.canParse(origin) && new URL(origin).host === request.headers.get('host');
}


/** The form's text fields as typed, to validate (the body's size bounds them). */
function textValues(form: FormData, kind: FormKind): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of textFieldNames(kind)) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * What a result page keeps of the values to give back: each cut to what its rule accepts, the longest value a
 * field may have or a short choice (a position, a project type, the consent box).
 */
export function keptValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.slice(0, (maxLength as Record<string, number>)[name] ?? 100)]));
}

/** The path of the page the form was sent from, if it looks like one of ours. */
/** The page a form was sent from, if it is one of the site's pages: the one drawn again to answer a post without JavaScript. */
function safePage(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' && /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(value) && value.length <= 200 && routeKeyOfPathname(value)
    ? value
    : undefined;
}

