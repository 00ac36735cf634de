import { describe, expect, it } from 'vitest';
import { cvMaxBytes } from '@/config/forms';
import { maxLength } from './fields';
import { checkCv, textFieldNames, validateFields } from './schema';

const contact = {
  name: 'Zoë Ağaoğlu-Nguyễn',
  email: 'zoe@example.de',
  company: 'Bäckerei Müller GmbH',
  phone: '+49 30 1234-567',
  projectType: 'mvp',
  budget: '50k-100k',
  message: 'We need a booking app for our three bakeries, ready before Easter.',
};

const application = {
  position: 'senior-go-backend-engineer',
  name: '李小龍',
  email: 'li@example.com',
  profileUrl: 'https://github.com/example',
  message: 'I have built Go services for payment providers for six years and would like to join.',
};

const pdf = (body = 'BT /F1 12 Tf (CV) Tj ET') =>
  new TextEncoder().encode(`%PDF-1.7\n1 0 obj << >> endobj\n${body}\ntrailer << >>\n%%EOF\n`);

describe('contact form rules', () => {
  it('accepts a complete submission and trims the values', () => {
    const result = validateFields('contact', { ...contact, name: `  ${contact.name}  ` });
    expect(result).toEqual({ ok: true, data: { ...contact, estimate: '' } });
  });

  it('accepts a submission without the optional fields', () => {
    const result = validateFields('contact', { ...contact, company: undefined, phone: undefined });
    expect(result.ok && result.data).toMatchObject({ company: '', phone: '' });
  });

  it('needs only a name, an e-mail address and a message: project type and budget may stay unchosen', () => {
    const { name, email, message } = contact;
    expect(validateFields('contact', { name, email, message })).toEqual({
      ok: true,
      data: { name, email, message, company: '', phone: '', projectType: '', budget: '', estimate: '' },
    });
    expect(validateFields('contact', { name, email, message, projectType: '', budget: '' }).ok).toBe(true);
  });

  it.each([
    ['name', '', 'required'],
    ['name', '   ', 'required'],
    ['name', 'x'.repeat(maxLength.name + 1), 'tooLong'],
    ['name', 'Eve\r\nBcc: victim@example.com', 'singleLine'],
    ['email', '', 'required'],
    ['email', 'not-an-address', 'email'],
    ['email', 'a@b', 'email'],
    ['email', `${'a'.repeat(250)}@example.com`, 'tooLong'],
    ['company', 'c'.repeat(maxLength.company + 1), 'tooLong'],
    ['company', 'ACME\nInc', 'singleLine'],
    ['name', 'Mallory\u202Efdp.exe', 'invisible'],
    ['name', 'Ja\u200Bna', 'invisible'],
    ['company', '\u2066ACME\u2069', 'invisible'],
    ['company', 'AC\u00ADME', 'invisible'],
    ['phone', 'call me', 'phone'],
    ['phone', '1'.repeat(maxLength.phone + 1), 'tooLong'],
    ['projectType', 'crypto-casino', 'choose'],
    ['budget', '1m', 'choose'],
    ['message', '', 'required'],
    ['message', 'Hello', 'tooShort'],
    ['message', 'm'.repeat(maxLength.message + 1), 'tooLong'],
  ])('refuses %s = %j with "%s"', (field, value, code) => {
    const result = validateFields('contact', { ...contact, [field]: value });
    expect(result).toEqual({ ok: false, errors: { [field]: code } });
  });

  it('accepts every field at its maximum length', () => {
    const longest = {
      ...contact,
      name: 'n'.repeat(maxLength.name),
      company: 'c'.repeat(maxLength.company),
      message: 'm'.repeat(maxLength.message),
    };
    expect(validateFields('contact', longest).ok).toBe(true);
  });

  it('keeps line breaks in the message', () => {
    const result = validateFields('contact', { ...contact, message: 'First line of the brief\nSecond line' });
    expect(result.ok && result.data.message).toBe('First line of the brief\nSecond line');
  });

  it('reports the first problem of every field at once', () => {
    const result = validateFields('contact', {});
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'required',
        email: 'required',
        message: 'required',
      },
    });
  });

  it('refuses values that are not text', () => {
    const result = validateFields('contact', { ...contact, name: ['a', 'b'], email: 42 });
    expect(result).toEqual({ ok: false, errors: { name: 'required', email: 'required' } });
  });
});

const answers =
  'product=mobile&stage=live&users=consumers&design=custom&timeline=urgent&auth=social&payments=none&admin=none';

describe('estimate rules', () => {
  const estimate = { name: 'Jana Köhler', email: 'jana@example.de', estimate: answers };

  it('accepts complete answers without a message', () => {
    expect(validateFields('estimate', estimate)).toEqual({ ok: true, data: { ...estimate, message: '' } });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['incomplete', 'product=mobile&stage=live'],
    ['not answers at all', '<script>alert(1)</script>'],
    ['too long', `${answers}&${'x=y&'.repeat(300)}`],
  ])('refuses answers that are %s', (_case, value) => {
    expect(validateFields('estimate', { ...estimate, estimate: value })).toEqual({ ok: false, errors: { estimate: 'estimate' } });
  });

  it('lets a contact enquiry carry complete answers, or none', () => {
    expect(validateFields('contact', { ...contact, estimate: answers }).ok).toBe(true);
    expect(validateFields('contact', { ...contact, estimate: 'product=web' })).toEqual({ ok: false, errors: { estimate: 'estimate' } });
    expect(validateFields('contact', { ...contact, estimate: `${answers}\nBcc: x` })).toEqual({ ok: false, errors: { estimate: 'estimate' } });
  });

  it('takes an estimate with or without a project type and budget, a chosen one still from the choices', () => {
    const withEstimate = validateFields('contact', { ...contact, projectType: '', budget: undefined, estimate: answers });
    expect(withEstimate).toEqual({ ok: true, data: { ...contact, projectType: '', budget: '', estimate: answers } });
    expect(validateFields('contact', { ...contact, projectType: 'crypto-casino', estimate: answers })).toEqual({ ok: false, errors: { projectType: 'choose' } });
  });
});

describe('application form rules', () => {
  it('accepts a complete application with a unicode name', () => {
    expect(validateFields('application', application)).toEqual({ ok: true, data: application });
  });

  it.each([
    ['profileUrl', 'javascript:alert(1)', 'url'],
    ['profileUrl', 'localhost:3000/me', 'url'],
    ['profileUrl', `https://example.com/${'p'.repeat(maxLength.profileUrl)}`, 'tooLong'],
    ['position', '../../etc/passwd', 'position'],
    ['position', undefined, 'position'],
    ['message', 'Hire me', 'tooShort'],
  ])('refuses %s = %j with "%s"', (field, value, code) => {
    expect(validateFields('application', { ...application, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: code },
    });
  });

  it('completes a profile link typed without a scheme', () => {
    for (const typed of ['linkedin.com/in/jana', ' linkedin.com/in/jana ']) {
      expect(validateFields('application', { ...application, profileUrl: typed })).toEqual({
        ok: true,
        data: { ...application, profileUrl: 'https://linkedin.com/in/jana' },
      });
    }
    expect(validateFields('application', { ...application, profileUrl: 'http://example.org/jana' })).toMatchObject({ data: { profileUrl: 'http://example.org/jana' } });
  });

  it('keeps the profile link on one line, so it cannot add rows to the agency e-mail', () => {
    for (const typed of ['https://example.com/jana\nPosition: CTO', 'https://example.com/jana\tx', 'example.com/%0A\r\nBcc: x']) {
      expect(validateFields('application', { ...application, profileUrl: typed })).toEqual({ ok: false, errors: { profileUrl: 'singleLine' } });
    }
  });

  it('stores the profile link as the URL parser writes it', () => {
    const stored = (typed: string) => {
      const result = validateFields('application', { ...application, profileUrl: typed });
      return result.ok ? result.data.profileUrl : result.errors;
    };
    expect(stored('HTTPS://LinkedIn.com/in/jana')).toBe('https://linkedin.com/in/jana');
    expect(stored('github.com')).toBe('https://github.com/');
    expect(stored('example.com/a b')).toBe('https://example.com/a%20b');
    expect(stored(`example.com/${'ä'.repeat(60)}`)).toEqual({ profileUrl: 'tooLong' });
  });

  it('treats the profile link as optional', () => {
    expect(validateFields('application', { ...application, profileUrl: '' }).ok).toBe(true);
  });
});

describe('the CV check', () => {
  it('recognises a PDF by its content', async () => {
    expect(await checkCv(new Blob([pdf()]))).toBeUndefined();
  });

  it('refuses a renamed image, a text file and a truncated PDF', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await checkCv(new Blob([png]))).toBe('pdf');
    expect(await checkCv(new Blob(['My CV: ten years of Go. %%EOF']))).toBe('pdf');
    expect(await checkCv(new Blob([pdf().subarray(0, 40)]))).toBe('pdf');
  });

  it('accepts a PDF and names the problem of anything else', async () => {
    expect(await checkCv(new Blob([pdf()], { type: 'application/pdf' }))).toBeUndefined();
    expect(await checkCv(null)).toBe('fileRequired');
    expect(await checkCv(new Blob([]))).toBe('fileRequired');
    expect(await checkCv(new Blob(['<html>not a cv</html>'], { type: 'application/pdf' }))).toBe('pdf');
  });

  it('accepts 5 MB and refuses one byte more', async () => {
    const head = pdf();
    const padded = (size: number) => {
      const bytes = new Uint8Array(size).fill(0x20);
      bytes.set(head.subarray(0, 20));
      bytes.set(head.subarray(head.length - 7), size - 7);
      return new Blob([bytes]);
    };
    expect(await checkCv(padded(cvMaxBytes))).toBeUndefined();
    expect(await checkCv(padded(cvMaxBytes + 1))).toBe('fileTooLarge');
  });
});

describe('textFieldNames', () => {
  it('names the text fields each form sends, as its rules do: a field added to the rules is read from a post', () => {
    expect(textFieldNames('contact')).toEqual(['name', 'email', 'company', 'phone', 'projectType', 'budget', 'message', 'estimate']);
    expect(textFieldNames('application')).toEqual(['position', 'name', 'email', 'profileUrl', 'message']);
    expect(textFieldNames('estimate')).toEqual(['name', 'email', 'message', 'estimate']);
  });
});
