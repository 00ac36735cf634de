import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { processWide } from '@/lib/server/process-wide.mjs';
import type { FormState } from './fields';

/**
 * A form's state as the lead endpoint hands it to the page that shows it (the post of a visitor without JavaScript),
 * sealed with a key this process draws when it starts: a state the endpoint did not write opens to nothing, so no one
 * can have the site's page say what they like. The page is rendered by the same process that sealed the state.
 */
const key = processWide('leads.form-state-key', () => randomBytes(32));
const mac = (text: string) => createHmac('sha256', key).update(text).digest();

export function sealFormState(state: FormState): string {
  const text = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${text}.${mac(text).toString('base64url')}`;
}

export function openFormState(sealed: unknown): FormState | undefined {
  if (typeof sealed !== 'string') return undefined;
  const [text = '', signature = ''] = sealed.split('.');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return JSON.parse(Buffer.from(text, 'base64url').toString()) as FormState;
}
