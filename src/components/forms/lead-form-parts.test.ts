import { describe, expect, it, vi } from 'vitest';
import { checkLeadForm } from './check-lead-form';
import { sendLeadForm } from './send-lead-form';

const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('checkLeadForm', () => {
  it('marks the fields the shared rules refuse, and nothing on a complete form', async () => {
    expect(await checkLeadForm('contact', form({ name: 'Ada', email: 'not an address', message: 'short' }))).toMatchObject({ email: 'email', message: 'tooShort' });
    expect(await checkLeadForm('contact', form({ name: 'Ada Lovelace', email: 'ada@example.com', projectType: 'mvp', budget: 'unsure', message: 'We need an MVP for our logistics product.' }))).toEqual({});
  });

  it("checks an application's CV as well", async () => {
    const fields = { position: 'senior-frontend-engineer', name: 'Ada Lovelace', email: 'ada@example.com' };
    expect(await checkLeadForm('application', form(fields))).toMatchObject({ cv: 'fileRequired' });
    const notPdf = new File(['plain text'], 'cv.pdf', { type: 'application/pdf' });
    expect(await checkLeadForm('application', form({ ...fields, cv: notPdf }))).toMatchObject({ cv: 'pdf' });
  });
});

describe('sendLeadForm', () => {
  it('posts the form as JSON-accepting multipart and reads the answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ status: 'sent', copy: 'withheld' }));
    const data = form({ name: 'Ada' });
    expect(await sendLeadForm('/api/leads/contact', data, fetchImpl)).toEqual({ status: 'sent', copy: 'withheld' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/leads/contact');
    expect(init).toMatchObject({ method: 'POST', body: data, headers: { Accept: 'application/json' } });
  });

  it('answers a lost connection or a page that is no JSON as a network failure', async () => {
    expect(await sendLeadForm('/api/leads/contact', form({}), async () => Promise.reject(new TypeError('fetch failed')))).toEqual({ status: 'failed', failure: 'network' });
    expect(await sendLeadForm('/api/leads/contact', form({}), async () => new Response('<html>Bad Gateway</html>', { status: 502 }))).toEqual({ status: 'failed', failure: 'network' });
  });
});
