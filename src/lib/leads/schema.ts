/**
 * The lead forms' fields and rules, shared by the browser (instant messages) and the server (the rules that
 * count). Each message is a code; the forms translate it (messages: Forms.errors).
 */
import * as z from 'zod/mini';
import { completeAnswers, parseAnswers } from '@/lib/calculator/wizard-state';
import { cvMaxBytes } from '@/config/forms';
import { budgetRanges, maxLength, minMessageLength, projectTypes, type ErrorCode, type FieldErrors, type FormKind } from './fields';

// Single-line fields end up in e-mail headers and CSV cells: no control characters, no line breaks.
const singleLine = z.regex(/^[^\p{Cc}]*$/u, 'singleLine');
/**
 * Names and companies reach the e-mail subject and the export: no invisible format characters (right-to-left
 * overrides, zero-width spaces and joiners, soft hyphens). Refused with a message rather than removed, so that
 * what is stored is exactly what the visitor sent; a typed name never needs them, a pasted one is typed again.
 */
const visible = z.regex(/^[^\p{Cf}]*$/u, 'invisible');

const requiredLine = (max: number) =>
  z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'), singleLine, visible);
const optionalLine = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, 'tooLong'), singleLine, visible), '');

const email = z
  .string('required')
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(maxLength.email, 'tooLong'), z.regex(z.regexes.email, 'email'));

const message = z
  .string('required')
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.minLength(minMessageLength, 'tooShort'),
    z.maxLength(maxLength.message, 'tooLong'),
  );

/** Whether a value is a complete set of the calculator's answers, as a query string. */
const isEstimate = (value: unknown) =>
  typeof value === 'string' && value.length <= maxLength.estimate && completeAnswers(parseAnswers(new URLSearchParams(value))) !== undefined;

/** The calculator's answers as a query string: complete, or no estimate at all. */
const estimateAnswers = z
  .string('estimate')
  .check(z.maxLength(maxLength.estimate, 'estimate'), z.refine(isEstimate, 'estimate'));

/** One of the choices, or none: what is being built and what it may cost are optional questions. */
const choiceOrNone = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z._default(z.union([z.literal(''), z.enum(choices)], 'choose'), '');

const contactSchema = z.object({
  name: requiredLine(maxLength.name),
  email,
  company: optionalLine(maxLength.company),
  phone: z._default(
    z.string().check(z.trim(), z.maxLength(maxLength.phone, 'tooLong'), z.regex(/^$|^\+?[\d ()/.-]{5,}$/, 'phone')),
    '',
  ),
  projectType: choiceOrNone(projectTypes),
  budget: choiceOrNone(budgetRanges),
  message,
  // Attached when the visitor comes from the calculator's "book a call".
  estimate: z._default(z.union([z.literal(''), estimateAnswers]), ''),
});

const estimateSchema = z.object({
  name: requiredLine(maxLength.name),
  email,
  message: z._default(z.string().check(z.trim(), z.maxLength(maxLength.message, 'tooLong')), ''),
  estimate: estimateAnswers,
});

const applicationSchema = z.object({
  position: z.string('position').check(z.regex(/^[a-z0-9-]{1,80}$/, 'position')),
  name: requiredLine(maxLength.name),
  email,
  // Single-line before anything else: the URL parser would drop a typed line break and accept what follows.
  // Kept as the parser writes it, so the stored and mailed link is exactly the one that opens.
  profileUrl: z._default(
    z.pipe(
      z
        .pipe(z.string().check(z.trim(), z.maxLength(maxLength.profileUrl, 'tooLong'), singleLine), z.transform(withScheme))
        .check(z.refine((value) => value === '' || isWebAddress(value), 'url')),
      z.pipe(
        z.transform((value: string) => (value === '' ? value : new URL(value).href)),
        z.string().check(z.maxLength(maxLength.profileUrl, 'tooLong')),
      ),
    ),
    '',
  ),
  message,
});


const schemas = { contact: contactSchema, application: applicationSchema, estimate: estimateSchema } as const;

/** The text fields of a form, as its rules name them (the honeypot and the file are handled apart). */
export const textFieldNames = (kind: FormKind): string[] => Object.keys(schemas[kind].shape);

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates submitted values; on failure, the first problem of each field. */
export function validateFields<K extends FormKind>(
  kind: K,
  values: Record<string, unknown>,
): Validation<z.infer<(typeof schemas)[K]>> {
  const result = schemas[kind].safeParse(values);
  if (result.success) return { ok: true, data: result.data as z.infer<(typeof schemas)[K]> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message as ErrorCode;
  }
  return { ok: false, errors };
}

/** A web address as people type it: `linkedin.com/in/jana` gets the `https://` it implies. */
function withScheme(value: string) {
  return value === '' || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
}

function isWebAddress(value: string) {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'https:' || protocol === 'http:') && hostname.includes('.');
}

/** A PDF document: the `%PDF-` header near the start and an end-of-file marker near the end. */
function isPdf(head: Uint8Array, tail: Uint8Array) {
  return /%PDF-[12]\.\d/.test(latin1(head)) && latin1(tail).includes('%%EOF');
}

function latin1(bytes: Uint8Array) {
  return String.fromCharCode(...bytes);
}

/** The CV rules, for a file from a form in the browser or on the server; only its content says it is a PDF. */
export async function checkCv(file: Blob | null | undefined): Promise<ErrorCode | undefined> {
  if (!file || file.size === 0) return 'fileRequired';
  if (file.size > cvMaxBytes) return 'fileTooLarge';
  const [head, tail] = await Promise.all([
    file.slice(0, 1024).arrayBuffer(),
    file.slice(Math.max(0, file.size - 2048)).arrayBuffer(),
  ]);
  return isPdf(new Uint8Array(head), new Uint8Array(tail)) ? undefined : 'pdf';
}
