/**
 * The lead endpoints' protections against cheap abuse, through the real route and the embedded database: uploads in
 * flight never turn an enquiry away, each body reserves what it declares, slow bodies are cut, and bodies with more
 * fields than any form has are refused before they are parsed.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeadStore } from '@/lib/leads/store';
import { maxBodyBytes } from '@/lib/leads/form-body';
import { handleSubmission, type SubmissionContext } from '@/lib/leads/submission';
import { createCvAllowance } from '@/lib/leads/cv-allowance';
import { openLeadRoute, siteUrl } from '../../../../../test/lead-route';
import { samplePdf } from '../../../../../test/pdf';

vi.mock('next/server', () => ({ after: () => undefined }));

let POST: (request: Request, context: { params: Promise<{ form: string }> }) => Promise<Response>;
let store: LeadStore;
let close: () => Promise<void>;
let requests = 0;

beforeAll(async () => {
  ({ POST, store, close } = await openLeadRoute('leads-limits'));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => close());

/** A request as a browser sends it, from an address of its own (so the per-address limit stays out of the way). */
function post(form: string, body: BodyInit, headers: Record<string, string> = {}) {
  requests += 1;
  return new Request(`${siteUrl}/api/leads/${form}`, {
    method: 'POST',
    body,
    headers: { origin: siteUrl, accept: 'application/json', 'x-client-ip': `10.9.${requests >> 8}.${requests & 255}`, ...headers },
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
}

const send = (form: string, request: Request) => POST(request, { params: Promise.resolve({ form }) });

/** The submission handler's context as the route builds it, without its rate limit and delivery, with these changes. */
const handlerContext = (overrides: Partial<SubmissionContext> = {}): SubmissionContext => ({
  store: async () => store,
  rateLimiter: { take: () => 0, sweep: () => undefined },
  afterResponse: () => undefined,
  deliver: async () => undefined,
  siteUrl,
  geo: { clientIpHeader: 'x-client-ip', trustedProxyHops: 1 },
  ...overrides,
});

/** A body that sends its first bytes, then waits until the test ends it; says when it was read and cancelled. */
function heldBody(first: string) {
  let end = () => {};
  const events = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      end = () => {
        if (!events.cancelled) controller.close();
      };
    },
    cancel: () => void (events.cancelled = true),
  });
  return { stream, end, events };
}

/** Runs `during` while six applications hold their bodies open (with these headers), then lets them finish. */
async function whileUploading(headers: Record<string, string>, during: (inFlight: Promise<Response>[]) => Promise<void>) {
  const uploads = Array.from({ length: 6 }, () => heldBody('--x\r\n'));
  const inFlight = uploads.map(({ stream }) => send('application', post('application', stream, headers)));
  try {
    await during(inFlight);
    return uploads;
  } finally {
    for (const upload of uploads) upload.end();
    await Promise.all(inFlight);
  }
}

const contact = new URLSearchParams({ name: 'Åsa Müller', email: 'asa@example.se', message: 'We need a shop for our bakery chain by March.', locale: 'en', page: '/contact' });

describe('lead endpoints under cheap abuse', () => {
  it('take an enquiry and an estimate while slow uploads fill the upload budget', async () => {
    const boundary = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(maxBodyBytes.upload) };
    await whileUploading(boundary, async () => {
      // A seventh upload finds the budget full...
      const seventh = heldBody('--x\r\n');
      const refused = await send('application', post('application', seventh.stream, boundary));
      expect(refused.status).toBe(503);
      // ...and an enquiry and an estimate do not notice.
      const enquiry = await send('contact', post('contact', contact));
      expect(enquiry.status).toBe(200);
      expect(await enquiry.json()).toEqual({ status: 'sent' });
      const estimate = await send('estimate', post('estimate', new URLSearchParams({ name: 'Jana', email: 'jana@example.de', estimate: 'x' })));
      expect(estimate.status).toBe(422);
    });
  });

  it('let one address hold two uploads at once, so that it cannot turn other applicants away', async () => {
    const boundary = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(maxBodyBytes.upload), 'x-client-ip': '10.7.0.1' };
    const uploads = await whileUploading(boundary, async (inFlight) => {
      // Four of the six are refused at once, unread...
      const refused = await Promise.all(inFlight.slice(2));
      expect(refused.map((response) => response.status)).toEqual([429, 429, 429, 429]);
      // ...and another address's application is read and checked.
      const another = await send('application', post('application', '--x--\r\n', { 'content-type': 'multipart/form-data; boundary=x' }));
      expect(another.status).toBe(422);
    });
    expect(uploads.slice(2).every(({ events }) => events.cancelled)).toBe(true);
  });

  it('reserve what a post declares, not its form\'s most', async () => {
    // Six uploads that declare 1 MB each leave room for more uploads.
    await whileUploading({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(1024 * 1024) }, async () => {
      const another = await send('application', post('application', '--x--\r\n', { 'content-type': 'multipart/form-data; boundary=x' }));
      expect(another.status).toBe(422);
    });
  });

  it('answer a post whose sender went away mid-body with a refusal, not a server error', async () => {
    const dropped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name=Sam'));
        controller.error(new Error('aborted'));
      },
    });
    const response = await send('contact', post('contact', dropped, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(response.status).toBe(400);
  });

  it('refuse a post declared larger than its form takes, unread', async () => {
    const { stream, events } = heldBody('name=');
    const response = await send('contact', post('contact', stream, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(maxBodyBytes.text + 1) }));
    expect(response.status).toBe(413);
    expect(events.cancelled).toBe(true);
  });

  it('refuse a url-encoded post of millions of fields quickly, without parsing it', async () => {
    const parse = vi.spyOn(Response.prototype, 'formData');
    const huge = await send('application', post('application', 'a&'.repeat(5 * 1024 * 1024), { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(huge.status).toBe(413);
    // Within the size limit, but with more fields than any form has.
    const many = await send('contact', post('contact', `${contact}${'&a'.repeat(20_000)}`, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(many.status).toBe(413);
    expect(await many.json()).toEqual({ status: 'failed', failure: 'tooLarge' });
    const parts = Array.from({ length: 100 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('');
    // However its boundary parameter is written: with a space before the next parameter, or a decoy in quotes.
    for (const type of ['multipart/form-data; boundary=x', 'multipart/form-data; boundary=x ;y=z', 'multipart/form-data; y="; boundary=decoy"; boundary=x']) {
      const multipart = await send('application', post('application', `${parts}--x--\r\n`, { 'content-type': type }));
      expect(multipart.status, type).toBe(413);
    }
    expect(parse).not.toHaveBeenCalled();
  });

  describe('a body that arrives too slowly', () => {
    const bodyTime = { text: { totalMs: 300, idleMs: 150 }, upload: { totalMs: 300, idleMs: 150 } };
    const context = () => handlerContext({ bodyTime });

    it('is cut when it trickles past the total limit, with a clear answer for either kind of visitor', async () => {
      for (const accept of ['application/json', 'text/html']) {
        let cancelled = false;
        // One byte at a time, never ending: only the time limit can end this post.
        const trickle = new ReadableStream<Uint8Array>({
          pull: (controller) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                if (!cancelled) controller.enqueue(new Uint8Array([97]));
                resolve();
              }, 10),
            ),
          cancel: () => void (cancelled = true),
        }, { highWaterMark: 0 });
        const response = await handleSubmission(post('contact', trickle, { 'content-type': 'application/x-www-form-urlencoded', accept }), 'contact', context());
        expect(cancelled).toBe(true);
        if (accept === 'application/json') {
          expect(response.status).toBe(408);
          expect(await response.json()).toEqual({ status: 'failed', failure: 'tooSlow' });
        } else {
          expect(response.status).toBe(303);
          expect(response.headers.get('location')).toBe(`${siteUrl}/form/contact-too-slow`);
        }
      }
    });

    it('is cut when it stalls', async () => {
      const { stream, events } = heldBody('--x\r\n');
      const response = await handleSubmission(post('application', stream, { 'content-type': 'multipart/form-data; boundary=x' }), 'application', context());
      expect(response.status).toBe(408);
      expect(events.cancelled).toBe(true);
    });
  });

  describe('a CV', () => {
    const application = (cv: Blob, fileName = 'cv.pdf') => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ position: 'senior-go-backend-engineer', name: 'Jörg Weiß', email: 'joerg@example.de', message: 'Six years of Go in payment systems, and I would like to join.', locale: 'de', page: '/de/karriere' })) form.set(name, value);
      form.set('cv', cv, fileName);
      return new Response(form).blob();
    };
    const apply = async (cv: Blob, { fileName = 'cv.pdf', address = '10.8.0.1', ...overrides }: Partial<SubmissionContext> & { fileName?: string; address?: string } = {}) => {
      const body = await application(cv, fileName);
      const request = new Request(`${siteUrl}/api/leads/application`, { method: 'POST', body, headers: { origin: siteUrl, accept: 'application/json', 'x-client-ip': address } });
      return handleSubmission(request, 'application', handlerContext(overrides));
    };
    const storedNames = async () => (await store.list()).filter((lead) => lead.kind === 'application').map((lead) => lead.attachmentName);

    it('that only starts and ends like a PDF is refused with the form\'s message, and nothing is stored', async () => {
      const before = await storedNames();
      const fake = new Blob([Buffer.from('%PDF-1.4\n'), randomBytes(256 * 1024), Buffer.from('\n%%EOF\n')]);
      const response = await apply(fake);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ status: 'invalid', errors: { cv: 'pdf' } });
      expect(await storedNames()).toEqual(before);
    });

    it('that a reader opens is stored, under a cleaned file name', async () => {
      const response = await apply(new Blob([samplePdf()]), { fileName: '\u001b]0;owned\u0007Lebenslauf\u202Efdp.exe\r\n.pdf', address: '10.8.0.2' });
      expect(response.status).toBe(200);
      expect((await storedNames()).at(-1)).toBe(']0;owned Lebenslauf fdp.exe.pdf');
    });

    it('is refused past its address\'s bytes for the day, keeping what was typed; other addresses go on', async () => {
      const cv = new Blob([samplePdf('Padded', 100_000)]);
      const cvAllowance = createCvAllowance(2 * cv.size);
      expect((await apply(cv, { cvAllowance, address: '10.8.1.1' })).status).toBe(200);
      expect((await apply(cv, { cvAllowance, address: '10.8.1.1' })).status).toBe(200);
      const third = await apply(cv, { cvAllowance, address: '10.8.1.1' });
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ status: 'invalid', errors: { cv: 'cvDailyLimit' } });
      expect((await apply(cv, { cvAllowance, address: '10.8.1.2' })).status).toBe(200);
      // Past its allowance, an address's next file is refused before it is parsed: even a fake gets the day's limit.
      const fake = new Blob([Buffer.from('%PDF-1.4\n'), randomBytes(1024), Buffer.from('\n%%EOF\n')]);
      expect(await (await apply(fake, { cvAllowance, address: '10.8.1.1' })).json()).toEqual({ status: 'invalid', errors: { cv: 'cvDailyLimit' } });
    });

    it('that the store could not take costs its address nothing of the day\'s allowance', async () => {
      const cv = new Blob([samplePdf('Padded', 100_000)]);
      const cvAllowance = createCvAllowance(cv.size);
      const failing = { ...store, saveLead: () => Promise.reject(new Error('disk full')) } as LeadStore;
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect((await apply(cv, { cvAllowance, address: '10.8.3.1', store: async () => failing })).status).toBe(503);
      expect(error).toHaveBeenCalledWith('A lead could not be stored:', 'disk full');
      expect((await apply(cv, { cvAllowance, address: '10.8.3.1' })).status).toBe(200);
    });

    it('is refused once the stored CVs would pass their bound, and the operator is told', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const cv = new Blob([samplePdf()]);
      const cvBytesInTotal = (await store.storedCvBytes()) + cv.size;
      expect((await apply(cv, { cvBytesInTotal, address: '10.8.2.1' })).status).toBe(200);
      const full = await apply(cv, { cvBytesInTotal, address: '10.8.2.2' });
      expect(full.status).toBe(503);
      expect(await full.json()).toEqual({ status: 'failed', failure: 'unavailable' });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('cvBytesInTotal'));
    });
  });
});
