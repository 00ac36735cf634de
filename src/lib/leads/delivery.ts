/**
 * Delivers stored leads to the agency by e-mail (and an estimate's copy to the visitor who asked for it). A run
 * claims the due leads, sends each, and records the outcome; a failed send is retried later with a growing delay,
 * by this server or any other, also after a restart. Each message is sent once: a sent copy is recorded first.
 */
import 'server-only';
import nodemailer from 'nodemailer';
import { renderLeadEmail, type LeadEmail } from './email';
import { renderEstimateCopy } from './estimate-email';
import type { FormKind } from './fields';
import type { Lead, LeadStore } from './store';

export interface Mailer {
  send(email: LeadEmail): Promise<void>;
}

export interface DeliverySettings {
  from: string;
  recipients: Record<FormKind, string>;
  siteUrl: string;
}

const firstRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;

/** The wait before the next attempt after `failures` failed ones: 30 s, 1 min, 2 min … at most an hour. */
function retryDelayMs(failures: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, failures - 1), maxRetryMs);
}

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail(email);
    },
  };
}

/**
 * Sends every lead that is due now; returns how many were delivered and how many failed. Each message goes out only
 * while this run still holds the lead's claim, renewed just before it; a lead whose e-mail cannot even be built
 * counts as failed (and is released) without stopping the run.
 */
export async function deliverDueLeads(store: LeadStore, mailer: Mailer, settings: DeliverySettings, now = Date.now) {
  const outcome = { delivered: 0, failed: 0 };
  for (;;) {
    const batch = await store.claimDue(now());
    if (batch.length === 0) return outcome;
    for (const lead of batch) {
      try {
        const to = settings.recipients[lead.kind];
        const email = renderLeadEmail(lead, { from: settings.from, to, siteUrl: settings.siteUrl });
        // Only an estimate sent from the calculator asked for a copy; an enquiry that carries one did not.
        const copy = lead.kind === 'estimate' && !lead.copySentAt && !lead.copyWithheld ? renderEstimateCopy(lead, { from: settings.from, replyTo: to, siteUrl: settings.siteUrl }) : undefined;
        if (copy) {
          if (!(await store.renewClaim(lead, now()))) continue;
          await sendCopy(store, mailer, lead, copy, now);
        }
        if (!(await store.renewClaim(lead, now()))) continue;
        await mailer.send(email);
        await store.markDelivered(lead, now());
        outcome.delivered++;
      } catch (error) {
        const failure = describeFailure(error);
        const given = await store.markFailed(lead, failure.text, now() + retryDelayMs(lead.attempts + 1), { permanent: failure.permanent });
        logFailedAttempt(lead, failure, given);
        outcome.failed++;
      }
    }
  }
}

/**
 * Sends an estimate's copy to the visitor who asked for it. An address their mail server refuses for good (a typo)
 * costs them the copy, never the agency the lead: the copy is given up, and the lead's delivery goes on.
 */
async function sendCopy(store: LeadStore, mailer: Mailer, lead: Lead, copy: LeadEmail, now: () => number) {
  try {
    await mailer.send(copy);
    await store.markCopySent(lead, now());
  } catch (error) {
    const failure = describeFailure(error);
    if (!failure.permanent) throw error;
    await store.markCopyRefused(lead);
    console.error(`Lead ${lead.id} (${lead.kind}): the visitor's copy was refused and is not sent again: ${failure.text}`);
  }
}

/** What a failed attempt says about itself: the mail server's answer, and whether the message itself was refused. */
export interface DeliveryFailure {
  permanent: boolean;
  /** One line: the error code, the SMTP command and the mail server's answer, without the visitor's address. */
  text: string;
}

/** nodemailer's errors for a message the server refused (its sender, a recipient, or its content), not the session. */
const messageRefusals = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * Only a mail server's 5xx answer to the message itself (MAIL FROM, RCPT TO, DATA) is permanent: the same message
 * would be refused again. A refused login (535), a connection, TLS, DNS or configuration failure is the site's or
 * the mail server's to fix, and the lead waits for it.
 */
function describeFailure(error: unknown): DeliveryFailure {
  const { code, command, responseCode, message } = (error ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown; message?: unknown };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && messageRefusals.has(String(code));
  const parts = [typeof code === 'string' && code, typeof command === 'string' && command, String(message ?? error)].filter(Boolean);
  // A refused recipient is named in the answer, and an estimate's copy goes to the visitor: addresses are left out.
  const text = parts.join(' ').replace(/<?[^\s<>"'@]+@[^\s<>"']+>?/g, '<address>').replace(/\s+/g, ' ').slice(0, 500);
  return { permanent, text };
}

function logFailedAttempt(lead: Lead, failure: DeliveryFailure, given: { retryAt?: string }) {
  const next = given.retryAt ? `next try ${given.retryAt}` : 'not retried until an operator runs npm run leads -- deliver';
  console.error(`Lead ${lead.id} (${lead.kind}) not delivered, attempt ${lead.attempts + 1}, ${failure.permanent ? 'refused' : 'failed'}; ${next}: ${failure.text}`);
}
