/**
 * What the lead forms consist of: their kinds, choices, limits and message codes. Plain data with no
 * validation library, so the forms can render from it without loading the rules (schema.ts) up front.
 */
import { isRecord } from '@/common/is-record';

/** Contact enquiries, job applications and estimates from the MVP cost calculator. */
export const formKinds = ['contact', 'application', 'estimate'] as const;
export type FormKind = (typeof formKinds)[number];

/** Where a form posts: with JavaScript for JSON, without it for the form's page in the state the post ended in. */
export const leadEndpoint = (kind: FormKind) => `/api/leads/${kind}`;

export const projectTypes = ['new-product', 'mvp', 'modernisation', 'ecommerce', 'team-extension', 'other'] as const;
export const budgetRanges = ['under-25k', '25k-50k', '50k-100k', '100k-250k', 'over-250k', 'unsure'] as const;

export const maxLength = { name: 120, email: 254, company: 120, phone: 40, profileUrl: 300, message: 5000, estimate: 1000 } as const;
export const minMessageLength = 20;

/** What can be wrong with a field (messages: Forms.errors). */
const errorCodes = [
  'required',
  'tooLong',
  'tooShort',
  'singleLine',
  'invisible',
  'email',
  'phone',
  'url',
  'choose',
  'position',
  'fileRequired',
  'fileTooLarge',
  'pdf',
  'cvDailyLimit',
  'estimate',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * A CV's file name as the site keeps and sends it: its last path part, without control or invisible characters
 * (terminal escapes, line breaks, right-to-left overrides) or quotes, at most 100 characters, ending in `.pdf`.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).at(-1) ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\.pdf$/i, '')
    .replace(/^[\s.]+|\s+$/g, '');
  return `${base.slice(0, 96).trimEnd() || 'cv'}.pdf`;
}

/** The field in which a form sent with JavaScript carries its campaign attribution, as JSON (see attribution.ts). */
export const attributionField = 'attribution';

/** The hidden field that people never see and bots tend to fill. */
export const honeypotField = 'website';

export type FieldErrors = Partial<Record<string, ErrorCode>>;

/** Problems with a whole submission (messages: Forms.failures); `network` is noticed by the browser alone. */
const failures = ['rateLimited', 'unavailable', 'network', 'tooLarge', 'tooSlow', 'rejected'] as const;
export type Failure = (typeof failures)[number];

/** A form that has gone: who sent it, and what it said (what follows may depend on a choice in it). */
export interface SentForm {
  name: string;
  /** An estimate whose copy to the visitor a limit held back. */
  copyWithheld: boolean;
  values: Record<string, string>;
}

/**
 * Where a form stands: not sent yet, or the answer to its last post. After a native post (no JavaScript) that was
 * refused, the server renders the form's page in this state, with what was typed (`values`) given back; a sent one is
 * thanked on a page of its own.
 */
export type FormState =
  | { status: 'open' }
  | { status: 'sent'; sent: SentForm }
  | { status: 'invalid'; errors: FieldErrors; values?: Record<string, string> }
  | { status: 'failed'; failure: Failure; values?: Record<string, string> };

/** The lead endpoint's JSON answer to a form sent with JavaScript. */
export type LeadAnswer =
  | { status: 'sent'; copy?: 'withheld' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'failed'; failure: Failure };

/**
 * An answer as the browser receives it, checked: whatever is not one (a proxy's error page, a cut-off body, an
 * unknown error code) reads as a refused submission, so the form keeps what was typed and says so.
 */
export function readLeadAnswer(body: unknown): LeadAnswer {
  if (!isRecord(body)) return { status: 'failed', failure: 'rejected' };
  if (body.status === 'sent') return body.copy === 'withheld' ? { status: 'sent', copy: 'withheld' } : { status: 'sent' };
  if (body.status === 'invalid' && isRecord(body.errors)) {
    const entries = Object.entries(body.errors);
    const known = entries.filter((entry): entry is [string, ErrorCode] => (errorCodes as readonly unknown[]).includes(entry[1]));
    if (known.length > 0 && known.length === entries.length) return { status: 'invalid', errors: Object.fromEntries(known) };
  }
  return { status: 'failed', failure: asFailure(typeof body.failure === 'string' ? body.failure : undefined) };
}

/** A failure code from an answer or a stored result; anything unknown reads as a refusal. */
function asFailure(code: string | undefined): Failure {
  return (failures as readonly string[]).includes(code ?? '') ? (code as Failure) : 'rejected';
}

