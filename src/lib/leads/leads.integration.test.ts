/**
 * The lead pipeline end to end, on both storage backends with a real SMTP server on localhost: submissions
 * are stored before the answer, delivered after it, retried while the mail server is down, and survive a restart.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { retention } from '@/config/retention';
import { startSmtpServer } from '../../../test/smtp';
import { samplePdf } from '../../../test/pdf';
import { openDatabase, type StorageConfig } from './database';
import { deliverDueLeads, smtpMailer, type Mailer } from './delivery';
import type { FormKind } from './fields';
import { createRateLimiter } from './rate-limit';
import { claimMs, createLeadStore, maxRefusals, type LeadStore } from './store';
import { openFormState } from './sealed-state';
import { leadsToCsv } from './csv';
import { handleSubmission, type SubmissionContext } from './submission';
import { createBodyBudget } from '@/lib/server/http/body-budget';
import { connectionAddressHeader } from '@/lib/geo/resolve-country';

const siteUrl = 'http://localhost:3000';
const settings = { from: 'Website <website@kovalent.software>', recipients: { contact: 'hello@kovalent.software', application: 'jobs@kovalent.software', estimate: 'hello@kovalent.software' }, siteUrl };
/**
 * A form's body as a browser sends it, encoded before the request is made. Node 24's fetch would write a FormData
 * body into the request's stream from a loop of its own that stops only for an errored stream, so a post turned away
 * unread (its stream cancelled) ends in an unhandled rejection (undici 7.20 and later: nodejs/undici#4791, #5835).
 */
const encoded = (form: FormData) => new Response(form).blob();
/** The visitor's address as the server writes it from the connection (CLIENT_IP_HEADER unset or `socket`). */
const visitor = { [connectionAddressHeader]: '198.51.100.1' };
const pdf = new Uint8Array(samplePdf());

const backends: [string, () => StorageConfig][] = [
  ['embedded', () => ({ dataDir: mkdtempSync(path.join(tmpdir(), 'leads-')) })],
  ['PostgreSQL', () => ({ databaseUrl: inject('databaseUrl'), dataDir: '' })],
];

describe.each(backends)('leads with the %s database', (_name, storage) => {
  let config: StorageConfig;
  let store: LeadStore;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock: number;
  let pending: (() => Promise<void>)[];
  /** The pages rendered for posts without JavaScript: where, and the form's state they were asked to show. */
  let rendered: { path: string; state: ReturnType<typeof openFormState> }[];
  /** Whether the server fails to draw a form's page (a restart, a page from an earlier build). */
  let renderFails: boolean;

  const open = async () => {
    const { db, dialect } = await openDatabase(config);
    return createLeadStore(db, dialect);
  };
  const deliver = (using = store) => deliverDueLeads(using, smtpMailer(smtp.url), settings, () => clock);
  let limiter = createRateLimiter({ limit: 100, windowMs: 60_000 });
  const context = (): SubmissionContext => ({
    store: async () => store,
    rateLimiter: limiter,
    afterResponse: (task) => pending.push(task),
    deliver: async () => void (await deliver()),
    siteUrl,
    geo: { clientIpHeader: connectionAddressHeader, trustedProxyHops: 1 },
    renderPage: async (path, body) => {
      if (renderFails) throw new Error('connect ECONNREFUSED');
      rendered.push({ path, state: openFormState(body.get('state')) });
      return new Response('<!doctype html><title>The form page</title>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
    now: () => clock,
  });
  const submit = async (form: FormData, kind: FormKind = 'contact', headers: Record<string, string> = { accept: 'application/json' }) =>
    handleSubmission(
      new Request(`${siteUrl}/api/leads/${kind}`, { method: 'POST', body: await encoded(form), headers: { origin: siteUrl, ...visitor, ...headers } }),
      kind,
      context(),
    );

  beforeEach(async () => {
    config = storage();
    store = await open();
    if (config.databaseUrl) {
      const { db } = await openDatabase(config);
      await db.deleteFrom('leads').execute();
      await db.deleteFrom('estimate_copies').execute();
      await db.deleteFrom('submission_attempts').execute();
      await db.destroy();
    }
    smtp = await startSmtpServer();
    clock = Date.parse('2026-11-21T10:00:00Z');
    pending = [];
    rendered = [];
    renderFails = false;
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
    await smtp.stop();
    if (!config.databaseUrl) rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('stores a submission before answering, then delivers it after the answer', async () => {
    const response = await submit(contactForm());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent' });
    expect(await store.list()).toMatchObject([{ kind: 'contact', name: 'Åsa Müller', status: 'pending', page: '/de/kontakt' }]);
    expect(smtp.received).toHaveLength(0);

    await Promise.all(pending.map((task) => task()));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Enquiry from Åsa Müller (Müller & Co)');
    expect(mail.to).toMatchObject({ text: 'hello@kovalent.software' });
    expect(mail.replyTo).toMatchObject({ value: [{ address: 'asa@example.se', name: 'Åsa Müller' }] });
    expect(mail.text).toContain('We need a shop for our bakery chain by March.');
    expect(mail.html).toContain('Budget');
    expect(await store.list()).toMatchObject([{ status: 'delivered', attempts: 1 }]);
  });

  it('stores an application with its CV and mails the CV as an attachment', async () => {
    const response = await submit(applicationForm(), 'application');
    expect(response.status).toBe(200);
    await Promise.all(pending.map((task) => task()));
    const mail = smtp.received[0]!;
    expect(mail.to).toMatchObject({ text: 'jobs@kovalent.software' });
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'Lebenslauf Jörg.pdf', contentType: 'application/pdf' });
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(pdf);
  });

  it('with the mail server down: stores, answers success, and delivers exactly once when it is back', async () => {
    await smtp.stop();
    const response = await submit(contactForm());
    expect(response.status).toBe(200);
    await Promise.all(pending.map((task) => task()));
    const [failed] = await store.list();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/) });
    // The health check reports how long it has waited.
    expect(await store.oldestPendingSince()).toEqual(new Date(clock));

    await smtp.start();
    expect(await deliver()).toEqual({ delivered: 0, failed: 0 }); // not due before its back-off has passed
    clock += 30_000;
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    clock += 60 * 60_000;
    expect(await deliver()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await store.list()).toMatchObject([{ status: 'delivered', attempts: 2 }]);
    expect(await store.oldestPendingSince()).toBeUndefined();
  });

  it('loses nothing across a restart while the mail server is down', async () => {
    await smtp.stop();
    await submit(contactForm());
    await submit(applicationForm(), 'application');
    await Promise.all(pending.map((task) => task()));
    await store.close();

    store = await open(); // the server comes back with a fresh process
    await smtp.start();
    clock += 5 * 60_000;
    expect(await deliver()).toEqual({ delivered: 2, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'Application: Senior backend engineer (Go) – Jörg Weiß',
      'Enquiry from Åsa Müller (Müller & Co)',
    ]);
  });

  it('deletes every lead with its CV when its retention period ends, delivered or not', async () => {
    await submit(contactForm());
    await submit(applicationForm(), 'application');
    await Promise.all(pending.splice(0).map((task) => task()));
    await smtp.stop();
    await submit(contactForm());
    await Promise.all(pending.splice(0).map((task) => task()));

    const day = 24 * 60 * 60_000;
    expect(await store.deleteExpired(clock + (retention.leadDays - 1) * day)).toBe(0);
    // The one the mail server never took goes as well: the privacy policy's period holds whatever the delivery.
    expect(await store.deleteExpired(clock + (retention.leadDays + 1) * day)).toBe(3);
    expect(await store.list()).toEqual([]);
  });

  it('erases everything sent from one address on request, whatever its case, and nothing else', async () => {
    await submit(contactForm());
    const other = contactForm();
    other.set('email', 'someone.else@example.com');
    await submit(other);
    const application = applicationForm();
    application.set('email', 'ASA@example.SE');
    await submit(application, 'application');

    expect(await store.erase(' Asa@Example.se ')).toBe(2);
    expect((await store.list()).map((lead) => lead.email)).toEqual(['someone.else@example.com']);
  });

  it('two servers delivering at the same time send each lead once', async () => {
    for (let i = 0; i < 5; i++) await submit(contactForm());
    const other = await open();
    const results = await Promise.all([deliver(), deliver(other)]);
    await other.close();
    expect(results[0].delivered + results[1].delivered).toBe(5);
    expect(smtp.received).toHaveLength(5);
  });

  it('two delivery runs with a slow mail server still send each lead once', async () => {
    for (let i = 0; i < 10; i++) await submit(contactForm());
    const other = await open();
    const sent: string[] = [];
    let second: Promise<{ delivered: number; failed: number }> | undefined;
    // Every message takes more than half a claim, so the first run's later leads expire while it works on earlier
    // ones; a second server starts its run right then.
    const slow: Mailer = {
      async send(email) {
        clock += claimMs * 0.6;
        sent.push(String(email.subject));
        if (sent.length === 3) second = deliverDueLeads(other, slow, settings, () => clock);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const first = await deliverDueLeads(store, slow, settings, () => clock);
    const results = [first, await second!];
    await other.close();
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(10);
    expect(sent).toHaveLength(10);
    expect(await store.list({ status: 'pending' })).toEqual([]);
  });

  it('a lead whose e-mail cannot be built is released and does not stop the run', async () => {
    await submit(contactForm());
    await store.saveLead({ kind: 'newsletter' as FormKind, locale: 'en', page: '/', name: 'Broken', email: 'broken@example.com', fields: {} }, clock);
    await submit(contactForm());
    const result = await deliver();
    expect(result).toEqual({ delivered: 2, failed: 1 });
    const [broken] = await store.list({ status: 'pending' });
    expect(broken).toMatchObject({ name: 'Broken', attempts: 1 });
    expect(broken!.lastError).toBeDefined();
    expect(broken!.claim).toBeUndefined();
  });

  it('stops retrying a lead the mail server keeps refusing for good, and keeps it listed as pending', async () => {
    await submit(contactForm());
    smtp.refuse.recipient = () => true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let run = 0; run < maxRefusals + 3; run++) {
      await deliver();
      clock += 2 * 60 * 60_000; // past any retry delay
    }
    const [lead] = await store.list({ status: 'pending' });
    expect(lead).toMatchObject({ attempts: maxRefusals, lastError: expect.stringMatching(/^EENVELOPE RCPT TO .*550 5\.1\.1/) });
    expect(lead!.lastError).not.toContain('@');
    expect(log.mock.calls.at(-1)![0]).toMatch(new RegExp(`^Lead ${lead!.id} \\(contact\\) not delivered, attempt ${maxRefusals}, refused; not retried until an operator runs npm run leads -- deliver: EENVELOPE RCPT TO`));
    // An operator's `leads -- deliver` tries it again.
    smtp.refuse.recipient = () => false;
    await store.makePendingDue(clock);
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
  });

  it('keeps retrying, with growing delays, a lead whose login the mail server refuses, and logs every attempt with its answer', async () => {
    await submit(contactForm());
    smtp.refuse.login = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withLogin = () => deliverDueLeads(store, smtpMailer(smtp.urlWithLogin), settings, () => clock);
    const retries: number[] = [];
    for (let run = 0; run < maxRefusals + 3; run++) {
      expect(await withLogin()).toEqual({ delivered: 0, failed: 1 });
      const [lead] = await store.list({ status: 'pending' });
      retries.push(Date.parse(lead!.nextAttemptAt) - clock);
      clock += 2 * 60 * 60_000;
    }
    expect(retries).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
    const [lead] = await store.list({ status: 'pending' });
    expect(lead).toMatchObject({ attempts: maxRefusals + 3, lastError: expect.stringMatching(/^EAUTH AUTH PLAIN .*535 5\.7\.8 Authentication credentials invalid/) });
    const lines = log.mock.calls.map((call) => call.join(' '));
    expect(lines).toHaveLength(maxRefusals + 3);
    lines.forEach((line, attempt) =>
      expect(line).toMatch(new RegExp(`^Lead ${lead!.id} \\(contact\\) not delivered, attempt ${attempt + 1}, failed; next try \\S+: EAUTH AUTH PLAIN .*535`)),
    );
    // Who sent it stays out of the log.
    expect(lines.join('\n')).not.toMatch(/Åsa|asa@example/);
    smtp.refuse.login = false;
    expect(await withLogin()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends an estimate to the visitor in their language and to the agency, with figures worked out on the server', async () => {
    const form = estimateForm();
    form.set('cost', '1'); // figures from the browser are not read
    expect((await submit(form, 'estimate')).status).toBe(200);
    await Promise.all(pending.map((task) => task()));
    expect(smtp.received).toHaveLength(2);
    const [copy, agency] = smtp.received as [ParsedMail, ParsedMail];

    expect(copy.to).toMatchObject({ text: 'jana@example.de' });
    expect(copy.replyTo).toMatchObject({ value: [{ address: 'hello@kovalent.software' }] });
    expect(copy.subject).toBe('Ihre MVP-Schätzung: 75.000–120.000 €'); // one line of plain spaces in a header
    expect(copy.text).toMatch(/^Guten Tag,\n/);
    expect(copy.text).not.toContain('Jana'); // nothing typed by the sender reaches the address they gave
    expect(copy.text).not.toContain('Can we start in May?');
    expect(copy.text).toContain('Dauer: 12–15 Wochen');
    expect(copy.text).toContain('Werden Zahlungen abgewickelt?: Abonnements');
    expect(copy.text).toContain(`${siteUrl}/de/mvp-kostenrechner/app?product=web&stage=idea`);

    expect(agency.to).toMatchObject({ text: 'hello@kovalent.software' });
    expect(agency.subject).toBe('MVP estimate for Jana Köhler');
    expect(agency.replyTo).toMatchObject({ value: [{ address: 'jana@example.de' }] });
    expect(agency.text).toContain('Estimate: €75,000–€120,000, 12–15 weeks');
    expect(agency.text).toContain('Which other systems should it connect to?: E-mail, SMS or push notifications, CRM or ERP');
    expect(agency.text).toContain('Can we start in May?');
    expect(await store.list()).toMatchObject([{ kind: 'estimate', status: 'delivered', copySentAt: expect.any(String) }]);
  });

  it('sends one address at most one estimate copy a day, however often it is typed, and the agency every estimate', async () => {
    const sent: string[] = [];
    const mailer: Mailer = { send: async (email) => void sent.push(email.to) };
    const answers = [];
    for (let i = 0; i < 50; i++) {
      const form = estimateForm();
      form.set('email', i % 2 ? 'Jana@Example.de' : 'jana@example.de');
      answers.push(await (await submit(form, 'estimate')).json());
    }
    await deliverDueLeads(store, mailer, settings, () => clock);
    expect(sent.filter((to) => to.toLowerCase() === 'jana@example.de')).toHaveLength(1);
    expect(sent.filter((to) => to === 'hello@kovalent.software')).toHaveLength(50);
    expect(answers[0]).toEqual({ status: 'sent' });
    expect(answers[1]).toEqual({ status: 'sent', copy: 'withheld' });

    // A day later the address may have a copy again.
    clock += 24 * 60 * 60_000 + 1;
    await submit(estimateForm(), 'estimate');
    await deliverDueLeads(store, mailer, settings, () => clock);
    expect(sent.filter((to) => to === 'jana@example.de')).toHaveLength(2);
  });

  it('stops estimate copies for the day once the daily number has gone out, with a clear answer', async () => {
    const sent: string[] = [];
    const mailer: Mailer = { send: async (email) => void sent.push(email.to) };
    const answers = [];
    for (const email of ['a@example.de', 'b@example.de', 'c@example.de']) {
      const form = estimateForm();
      form.set('email', email);
      const response = await handleSubmission(
        new Request(`${siteUrl}/api/leads/estimate`, { method: 'POST', body: await encoded(form), headers: { origin: siteUrl, ...visitor, accept: 'application/json' } }),
        'estimate',
        { ...context(), estimateCopiesPerDay: 2 },
      );
      answers.push(await response.json());
    }
    await deliverDueLeads(store, mailer, settings, () => clock);
    expect(answers.at(-1)).toEqual({ status: 'sent', copy: 'withheld' });
    expect(sent.filter((to) => to !== 'hello@kovalent.software')).toEqual(['a@example.de', 'b@example.de']);
    expect(sent.filter((to) => to === 'hello@kovalent.software')).toHaveLength(3);
    // The recipients are kept as keyed hashes, never as addresses.
    const { db } = await openDatabase(config);
    const recipients = await db.selectFrom('estimate_copies').select('recipient').execute();
    await db.destroy();
    for (const { recipient } of recipients) expect(recipient).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends the visitor their copy once, even when the agency e-mail has to be retried', async () => {
    const sent: string[] = [];
    let agencyDown = true;
    const mailer: Mailer = {
      async send(email) {
        if (email.to === 'hello@kovalent.software' && agencyDown) throw new Error('mailbox unavailable');
        sent.push(email.to);
      },
    };
    await submit(estimateForm(), 'estimate');
    expect(await deliverDueLeads(store, mailer, settings, () => clock)).toEqual({ delivered: 0, failed: 1 });
    agencyDown = false;
    clock += 30_000;
    expect(await deliverDueLeads(store, mailer, settings, () => clock)).toEqual({ delivered: 1, failed: 0 });
    expect(sent).toEqual(['jana@example.de', 'hello@kovalent.software']);
  });

  it('delivers an estimate to the agency when the visitor’s address is refused for good, and gives up only the copy', async () => {
    smtp.refuse.recipient = (address) => address === 'jana@example.de';
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await submit(estimateForm(), 'estimate');
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['MVP estimate for Jana Köhler']);
    expect(log.mock.calls.map((call) => call.join(' '))).toEqual([expect.stringMatching(/the visitor's copy was refused and is not sent again: EENVELOPE RCPT TO .*550 5\.1\.1 <address>/)]);
  });

  it('mails an enquiry that carries an estimate to the agency alone, with the estimate', async () => {
    const form = contactForm();
    form.set('estimate', estimateForm().get('estimate')!);
    expect((await submit(form)).status).toBe(200);
    await Promise.all(pending.map((task) => task()));
    expect(smtp.received.map((mail) => mail.to)).toMatchObject([{ text: 'hello@kovalent.software' }]);
    expect(smtp.received[0]!.text).toContain('Estimate: €75,000–€120,000, 12–15 weeks');
  });

  it('refuses an estimate whose answers are incomplete, and stores nothing', async () => {
    const form = estimateForm();
    form.set('estimate', 'product=web&stage=idea');
    const response = await submit(form, 'estimate');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ status: 'invalid', errors: { estimate: 'estimate' } });
    expect(await store.list()).toEqual([]);
  });

  it('refuses submissions over the per-address limit, saying when to try again', async () => {
    limiter = createRateLimiter({ limit: 2, windowMs: 10 * 60_000 });
    expect((await submit(contactForm())).status).toBe(200);
    expect((await submit(contactForm())).status).toBe(200);
    const refused = await submit(contactForm());
    limiter = createRateLimiter({ limit: 100, windowMs: 60_000 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual({ status: 'failed', failure: 'rateLimited' });
    expect(await store.list()).toHaveLength(2);
  });

  it('keeps counting a visitor who sends a new forwarding header with every post', async () => {
    limiter = createRateLimiter({ limit: 2, windowMs: 10 * 60_000 });
    const statuses = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await submit(contactForm(), 'contact', { accept: 'application/json', 'x-forwarded-for': forged })).status);
    }
    limiter = createRateLimiter({ limit: 100, windowMs: 60_000 });
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('two servers on one database count a visitor together and refuse the third post of a limit of two', async () => {
    const other = await open();
    const shared = (using: LeadStore) => ({ take: (key: string, now: number) => using.takeAttempt(key, now, { limit: 2, windowMs: 10 * 60_000 }), sweep: () => undefined });
    const post = async (using: LeadStore, address: string) =>
      handleSubmission(
        new Request(`${siteUrl}/api/leads/contact`, { method: 'POST', body: await encoded(contactForm()), headers: { origin: siteUrl, accept: 'application/json', 'x-real-ip': address } }),
        'contact',
        { ...context(), rateLimiter: shared(using), geo: { clientIpHeader: 'x-real-ip', trustedProxyHops: 1 } },
      );
    const statuses = [];
    for (const using of [store, other, store, other]) statuses.push((await post(using, '198.51.100.7')).status);
    // Another visitor is not held up, and the limit lets the first one in again once the window has passed.
    statuses.push((await post(other, '198.51.100.8')).status);
    clock += 10 * 60_000 + 1;
    statuses.push((await post(other, '198.51.100.7')).status);
    expect(statuses).toEqual([200, 200, 429, 429, 200, 200]);

    // Three posts at the same moment, one place left: one gets it. Several servers share PostgreSQL; the embedded
    // database belongs to one server, whose connection runs one transaction at a time.
    clock += 10 * 60_000 + 1;
    await post(store, '198.51.100.9');
    const racers = config.databaseUrl ? [store, other, other] : [store, store, store];
    const racing = await Promise.all(racers.map((using) => post(using, '198.51.100.9')));
    expect(racing.map((response) => response.status).sort()).toEqual([200, 429, 429]);
    const counted = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (config.databaseUrl && i % 2 ? other : store).takeAttempt('198.51.100.10', clock, { limit: 5, windowMs: 60_000 })),
    );
    expect(counted.filter((wait) => wait === 0)).toHaveLength(5);
    await other.close();

    // The database holds keyed hashes of the visitors, never their addresses.
    const { db } = await openDatabase(config);
    const visitors = (await db.selectFrom('submission_attempts').select('visitor').execute()).map((row) => row.visitor);
    await db.destroy();
    expect(visitors.length).toBeGreaterThan(0);
    for (const visitor of visitors) expect(visitor).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an oversized post without JavaScript with a fixed result page in the language it was sent from', async () => {
    const oversized = contactForm();
    oversized.set('message', 'x'.repeat(70_000));
    for (const [referer, path] of [
      [`${siteUrl}/de/kontakt`, '/de/formular/contact-too-large'],
      [`${siteUrl}/contact`, '/form/contact-too-large'],
      ['not a url', '/form/contact-too-large'],
    ]) {
      const response = await submit(oversized, 'contact', { accept: 'text/html', referer: referer! });
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get('location')!).pathname).toBe(path);
    }
    expect(await store.list()).toEqual([]);
    expect(rendered).toEqual([]);
  });

  it('writes nothing for posts without JavaScript that are refused or ignored', async () => {
    const spam = contactForm();
    spam.set('website', 'https://spam.example');
    const hidden = await submit(spam, 'contact', { accept: 'text/html' });
    expect(new URL(hidden.headers.get('location')!).pathname).toBe('/de/formular/contact-sent'); // the form's language

    limiter = createRateLimiter({ limit: 1, windowMs: 10 * 60_000 });
    await submit(contactForm(), 'contact', { accept: 'text/html' });
    const refused = await submit(contactForm(), 'contact', { accept: 'text/html', referer: `${siteUrl}/de/kontakt` });
    limiter = createRateLimiter({ limit: 100, windowMs: 60_000 });
    expect(refused.status).toBe(303);
    expect(new URL(refused.headers.get('location')!).pathname).toBe('/de/formular/contact-rate-limited');
    expect(rendered).toHaveLength(0);
  });

  it('refuses a visitor over the limit before reading a byte of the body', async () => {
    limiter = createRateLimiter({ limit: 1, windowMs: 10 * 60_000 });
    await submit(contactForm());
    let read = false;
    // No read-ahead: the stream is pulled only when someone reads it.
    const body = new ReadableStream({ pull: () => void (read = true) }, { highWaterMark: 0 });
    const request = new Request(`${siteUrl}/api/leads/application`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { origin: siteUrl, ...visitor, accept: 'application/json', 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    const response = await handleSubmission(request, 'application', context());
    limiter = createRateLimiter({ limit: 100, windowMs: 60_000 });
    expect(response.status).toBe(429);
    expect(read).toBe(false);
  });

  it('turns an upload away, unread, when the bodies held at once would pass their bound', async () => {
    const response = await handleSubmission(
      new Request(`${siteUrl}/api/leads/application`, { method: 'POST', body: await encoded(applicationForm()), headers: { origin: siteUrl, ...visitor, accept: 'application/json' } }),
      'application',
      { ...context(), bodyBudgets: { upload: createBodyBudget(1024) } },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ status: 'failed', failure: 'unavailable' });
    expect(await store.list()).toEqual([]);
  });

  it('answers a post without JavaScript with its page, the form given back with no more than each field may hold', async () => {
    const invalid = withStateHook(contactForm());
    invalid.set('email', 'not-an-address');
    invalid.set('message', 'm'.repeat(20_000));
    invalid.set('company', 'c'.repeat(20_000));
    const response = await submit(invalid, 'contact', { accept: 'text/html' });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('The form page');
    const [{ path: page, state }] = rendered as [(typeof rendered)[number]];
    expect(page).toBe('/de/kontakt');
    expect(state).toMatchObject({ status: 'invalid', errors: { email: 'email' } });
    expect(state?.status === 'invalid' && state.values).toMatchObject({ name: 'Åsa Müller', email: 'not-an-address' });
    expect(state?.status === 'invalid' && state.values?.message).toHaveLength(5000);
    expect(state?.status === 'invalid' && state.values?.company).toHaveLength(120);
    expect(await store.list()).toEqual([]);

  });

  it('draws only a page of the site for a post without JavaScript, whatever page the post names', async () => {
    for (const page of ['/api/leads/contact', '/no-such-page']) {
      const invalid = withStateHook(contactForm());
      invalid.set('email', 'not-an-address');
      invalid.set('page', page);
      expect((await submit(invalid, 'contact', { accept: 'text/html' })).status).toBe(422);
    }
    expect(rendered.map(({ path }) => path)).toEqual(['/de/kontakt', '/de/kontakt']);
  });

  it('thanks a form sent without JavaScript at an address of its own, which names choices and nothing typed', async () => {
    const response = await submit(withStateHook(contactForm()), 'contact', { accept: 'text/html' });
    expect(response.status).toBe(303);
    const thanks = new URL(response.headers.get('location')!);
    expect(`${thanks.pathname}${thanks.search}`).toBe('/de/formular/contact-sent?project=ecommerce');
    expect(await store.list()).toHaveLength(1);
    expect(rendered).toEqual([]);

    // An estimate's thanks leads back to the estimate its answers make.
    const estimate = withStateHook(estimateForm());
    const sent = new URL((await submit(estimate, 'estimate', { accept: 'text/html' })).headers.get('location')!);
    expect(sent.pathname).toBe('/de/formular/estimate-sent');
    expect(new URLSearchParams(sent.searchParams.get('answers')!).toString()).toBe(estimate.get('estimate'));
    expect([...sent.searchParams.keys()]).toEqual(['answers']);
  });

  it('keeps the campaign with the lead, and names it in the e-mail (text and HTML) and in the export', async () => {
    const form = contactForm();
    const landing = { path: '/', parameters: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' } };
    form.set('attribution', JSON.stringify({ page: { utm_medium: 'email' }, landing }));
    expect((await submit(form)).status).toBe(200);
    expect(await store.list()).toMatchObject([{ page: '/de/kontakt', attribution: { page: { utm_medium: 'email' }, landing } }]);

    await Promise.all(pending.map((task) => task()));
    const mail = smtp.received[0]!;
    expect(mail.text).toContain(`Sent from: ${siteUrl}/de/kontakt?utm_medium=email\n`);
    expect(mail.text).toContain(`Landing page: ${siteUrl}/?utm_source=newsletter&utm_campaign=spring&gclid=abc\n`);
    expect(mail.html).toContain(`<td>${siteUrl}/?utm_source=newsletter&#38;utm_campaign=spring&#38;gclid=abc</td>`);

    const [header, row] = leadsToCsv(await store.list()).split('\r\n');
    const cells = Object.fromEntries(header!.replace('\uFEFF', '').split(',').map((name, index) => [name, row!.split(',')[index]]));
    expect(cells).toMatchObject({ page: '/de/kontakt', page_parameters: 'utm_medium=email', landing_page: '/', landing_parameters: 'utm_source=newsletter&utm_campaign=spring&gclid=abc' });
  });

  it('drops hostile campaign values without a word, and takes the lead', async () => {
    const hostile = {
      page: {
        utm_source: 'x\r\nBcc: victim@example.com',
        utm_medium: '=HYPERLINK("http://evil.example","click")',
        utm_term: 'y'.repeat(201),
        utm_content: 'evil\u202Etxt',
        ref: 'not on the list',
        utm_campaign: ' spring ',
      },
      landing: { path: 'https://evil.example/phish', parameters: { utm_source: 'z' } },
    };
    const form = contactForm();
    form.set('attribution', JSON.stringify(hostile));
    expect((await submit(form)).status).toBe(200);
    clock += 1000;
    const broken = contactForm();
    broken.set('email', 'second@example.se');
    broken.set('attribution', '{"page": not json');
    expect((await submit(broken)).status).toBe(200);
    clock += 1000;
    const landingElsewhere = contactForm();
    landingElsewhere.set('email', 'third@example.se');
    landingElsewhere.set('attribution', JSON.stringify({ page: {}, landing: { path: '//evil.example/x', parameters: {} } }));
    expect((await submit(landingElsewhere)).status).toBe(200);

    const leads = await store.list();
    expect(leads.map((lead) => lead.attribution)).toEqual([{ page: { utm_medium: '=HYPERLINK("http://evil.example","click")', utm_campaign: 'spring' } }, undefined, undefined]);
    await Promise.all(pending.map((task) => task()));
    expect(smtp.received).toHaveLength(3);
    expect(smtp.received.map((mail) => mail.bcc)).toEqual([undefined, undefined, undefined]);
    expect(smtp.received[0]!.text).not.toContain('victim@example.com');
    expect(smtp.received[0]!.text).not.toContain('evil.example/phish');
    // The value a spreadsheet would run sits inside an encoded query string, never at the start of a cell.
    const csv = leadsToCsv(leads);
    expect(csv).toContain(',utm_medium=%3DHYPERLINK%28%22http%3A%2F%2Fevil.example%22%2C%22click%22%29&utm_campaign=spring,');
    expect(csv.split(/[\r\n,]+/).filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('without JavaScript, takes the campaign from the Referer when it is a page of the site, and from no other', async () => {
    const own = withStateHook(contactForm());
    const fromOwnPage = await submit(own, 'contact', { accept: 'text/html', referer: `${siteUrl}/de/kontakt?utm_source=x&utm_medium=%20mail%20&email=leak@example.com` });
    expect(fromOwnPage.status).toBe(303);
    clock += 1000;
    const foreign = withStateHook(contactForm());
    foreign.set('email', 'second@example.se');
    await submit(foreign, 'contact', { accept: 'text/html', referer: 'https://evil.example/de/kontakt?utm_source=x' });
    clock += 1000;
    const plain = withStateHook(contactForm());
    plain.set('email', 'third@example.se');
    await submit(plain, 'contact', { accept: 'text/html', referer: `${siteUrl}/de/kontakt` });

    expect((await store.list()).map((lead) => lead.attribution)).toEqual([{ page: { utm_source: 'x', utm_medium: 'mail' } }, undefined, undefined]);
  });

  it('stores nothing for a refused submission', async () => {
    const invalid = contactForm();
    invalid.set('email', 'not-an-address');
    const response = await submit(invalid);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ status: 'invalid', errors: { email: 'email' } });

    const renamed = applicationForm();
    renamed.set('cv', new File(['GIF89a not a pdf'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await submit(renamed, 'application')).status).toBe(422);

    const spam = contactForm();
    spam.set('website', 'https://spam.example');
    expect((await submit(spam)).status).toBe(200);
    expect(await store.list()).toEqual([]);
  });
});

describe('the embedded database', () => {
  it('leaves nothing of an erased lead in its files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-erase-'));
    const { db, dialect } = await openDatabase({ dataDir });
    const store = createLeadStore(db, dialect);
    const marker = 'Zebrafink-Quarzuhr-7319';
    try {
      for (let i = 0; i < 20; i++) {
        await store.saveLead({ kind: 'contact', locale: 'de', page: '/de/kontakt', name: `${marker} ${i}`, email: 'erase.me@example.de', fields: { message: marker.repeat(50) } });
      }
      const files = () => readdirSync(dataDir).map((file) => readFileSync(path.join(dataDir, file)).toString('latin1')).join('');
      expect(files()).toContain(marker);
      expect(await store.erase('erase.me@example.de')).toBe(20);
      await store.compact();
      expect(files()).not.toContain(marker);
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A form as React renders it for a native post: with the fields that name its state hook on the page. */
function withStateHook(form: FormData) {
  form.set('$ACTION_REF_1', '');
  form.set('$ACTION_1:0', '{"id":"00abcdef","bound":"$@1"}');
  form.set('$ACTION_KEY', 'p/api/leads/contact?form=_R_1_');
  return form;
}

function contactForm() {
  return formData({
    name: 'Åsa Müller',
    email: 'asa@example.se',
    company: 'Müller & Co',
    phone: '',
    projectType: 'ecommerce',
    budget: '50k-100k',
    message: 'We need a shop for our bakery chain by March.',
    website: '',
    locale: 'de',
    page: '/de/kontakt',
  });
}

function estimateForm() {
  return formData({
    name: 'Jana Köhler',
    email: 'jana@example.de',
    message: 'Can we start in May?',
    estimate:
      'product=web&stage=idea&users=businesses&design=standard&timeline=standard&auth=email&payments=subscriptions' +
      '&integrations=messaging&integrations=crm&admin=basic',
    locale: 'de',
    page: '/de/mvp-kostenrechner/app',
  });
}

function applicationForm() {
  const form = formData({
    position: 'senior-go-backend-engineer',
    name: 'Jörg Weiß',
    email: 'joerg@example.de',
    profileUrl: 'https://github.com/joerg',
    message: 'Six years of Go in payment systems; I would like to work on client platforms.',
    locale: 'de',
    page: '/de/karriere',
  });
  form.set('cv', new File([pdf], 'Lebenslauf Jörg.pdf', { type: 'application/pdf' }));
  return form;
}

function formData(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}
