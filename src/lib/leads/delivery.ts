/**
 * Delivers stored leads to the agency by e-mail (and an estimate's copy to the visitor who asked for it). A run
 * claims the due leads, sends each, and records the outcome; a failed send is retried later with a growing delay,
 * by this server or any other, also after a restart. Each message is sent once: a sent copy is recorded first.
 */
import nodemailer from 'nodemailer';
import { renderLeadEmail, type LeadEmail } from './email';
import { renderEstimateCopy } from './estimate-email';
import type { FormKind } from './fields';
import type { LeadStore } from './store';

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
export function retryDelayMs(failures: number): number {
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
          await mailer.send(copy);
          await store.markCopySent(lead, now());
        }
        if (!(await store.renewClaim(lead, now()))) continue;
        await mailer.send(email);
        await store.markDelivered(lead, now());
        outcome.delivered++;
      } catch (error) {
        await store.markFailed(lead, describe(error), now() + retryDelayMs(lead.attempts + 1), { permanent: isPermanentRefusal(error) });
        outcome.failed++;
      }
    }
  }
}

/** A mail server's 5xx answer: the same message will be refused again, so retrying it forever is pointless. */
function isPermanentRefusal(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
