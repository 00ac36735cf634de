import { describe, expect, it } from 'vitest';
import { escapeHtml, headerSafe, renderLeadEmail } from './email';
import type { Lead } from './store';

const settings = { from: 'Website <website@kovalent.software>', to: 'hello@kovalent.software', siteUrl: 'https://kovalent.software' };

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  kind: 'contact',
  createdAt: '2026-11-21T09:30:00.000Z',
  refusals: 0,
  locale: 'de',
  page: '/de/kontakt',
  name: 'Jürgen Groß',
  email: 'juergen@example.de',
  fields: {
    name: 'Jürgen Groß',
    email: 'juergen@example.de',
    company: 'Groß & Söhne',
    phone: '',
    projectType: 'ecommerce',
    budget: '100k-250k',
    message: 'Line one\nLine two',
  },
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-11-21T09:30:00.000Z',
  ...overrides,
});

describe('the lead e-mail', () => {
  it('carries every detail in text and HTML, with readable labels', () => {
    const email = renderLeadEmail(lead(), settings);
    expect(email.subject).toBe('Enquiry from Jürgen Groß (Groß & Söhne)');
    expect(email.replyTo).toEqual({ name: 'Jürgen Groß', address: 'juergen@example.de' });
    expect(email.text).toContain('Project: An e-commerce platform');
    expect(email.text).toContain('Budget: €100,000–250,000');
    expect(email.text).toContain('Sent from: https://kovalent.software/de/kontakt');
    expect(email.text).toContain('Language: German');
    expect(renderLeadEmail(lead({ locale: 'en' }), settings).text).toContain('Language: English');
    expect(email.text).toContain('Line one\nLine two');
    expect(email.html).toContain('Groß &#38; Söhne');
    expect(email.html).toContain('Line one<br>Line two');
    expect(email.messageId).toBe('<lead-6f1c2a4e-0000-4000-8000-000000000001@kovalent.software>');
  });

  it('names the campaign in text and HTML: the sending page’s parameters and the landing, only when there are any', () => {
    const plain = renderLeadEmail(lead(), settings);
    expect(plain.text).toContain('Sent from: https://kovalent.software/de/kontakt\n');
    expect(plain.text).not.toContain('Landing page');
    expect(plain.html).not.toContain('Landing page');

    const attribution = { page: { utm_source: 'x' }, landing: { path: '/', parameters: { utm_source: 'newsletter', utm_campaign: '<b>spring</b>', gclid: 'abc' } } };
    const email = renderLeadEmail(lead({ attribution }), settings);
    expect(email.text).toContain('Sent from: https://kovalent.software/de/kontakt?utm_source=x\n');
    expect(email.text).toContain('Landing page: https://kovalent.software/?utm_source=newsletter&utm_campaign=%3Cb%3Espring%3C%2Fb%3E&gclid=abc\n');
    expect(email.html).toContain('<tr><th align="left">Landing page</th><td>https://kovalent.software/?utm_source=newsletter&#38;utm_campaign=%3Cb%3Espring%3C%2Fb%3E&#38;gclid=abc</td></tr>');
    expect(email.subject).toBe(plain.subject);
  });

  it('says plainly which optional answers were not given', () => {
    const email = renderLeadEmail(lead({ fields: { name: 'Jürgen Groß', email: 'juergen@example.de', company: '', phone: '', projectType: '', budget: '', message: 'Hallo' } }), settings);
    for (const row of ['Company: not given', 'Phone: not given', 'Project: not given', 'Budget: not given']) expect(email.text).toContain(row);
    expect(email.html).toContain('<tr><th align="left">Project</th><td>not given</td></tr>');
    expect(email.subject).toBe('Enquiry from Jürgen Groß');
  });

  it('escapes markup a visitor typed', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>steal()</script>';
    const email = renderLeadEmail(lead({ name: hostile, fields: { ...lead().fields, company: hostile, message: hostile } }), settings);
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain('&#60;script&#62;steal()&#60;/script&#62;');
  });

  it('keeps injected headers out of the subject, the reply-to and the file name', () => {
    const email = renderLeadEmail(
      lead({
        kind: 'application',
        name: 'Eve\r\nBcc: everyone@example.com',
        email: 'eve@example.com\r\nX-Spam: yes',
        fields: { position: 'senior-go-backend-engineer', message: 'Hello', profileUrl: '' },
        attachmentName: 'cv\r\nContent-Type: text/html.pdf',
        attachment: Buffer.from('%PDF-1.7'),
      }),
      settings,
    );
    for (const header of [email.subject, email.replyTo.name, email.replyTo.address, email.attachments[0]!.filename]) {
      expect(header).not.toMatch(/[\r\n]/);
    }
    expect(email.subject).toBe('Application: Senior backend engineer (Go) – Eve Bcc: everyone@example.com');
    // Only the name's last path part is a file name.
    expect(email.attachments[0]).toMatchObject({ filename: 'html.pdf', contentType: 'application/pdf' });
  });

  it('keeps right-to-left overrides and zero-width characters out of the subject', () => {
    const email = renderLeadEmail(lead({ name: 'Mallory\u202Efdp.exe\u202C', fields: { company: 'A\u200BC\u2066me\u2069', message: 'Hello' } }), settings);
    expect(email.subject).toBe('Enquiry from Malloryfdp.exe (ACme)');
    expect(email.replyTo.name).toBe('Malloryfdp.exe');
  });

  it('strips every control and line separator character from header values', () => {
    expect(headerSafe('a\u0000b\u2028c\u0085d\te')).toBe('a b c d e');
    expect(headerSafe('x'.repeat(300), 10)).toHaveLength(10);
  });

  it('escapes all five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});
