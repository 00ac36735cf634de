import { describe, expect, it } from 'vitest';
import { csvCell, leadsToCsv } from './csv';
import type { Lead } from './store';

describe('the lead export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Müller, Schmidt & Co')).toBe('"Müller, Schmidt & Co"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('quotes cells holding either separator, so that German spreadsheets (;) keep them whole', () => {
    expect(csvCell('x;=1+1;')).toBe('"x;=1+1;"');
    expect(csvCell('Weiß; Partner')).toBe('"Weiß; Partner"');
  });

  it('drops terminal escape sequences and other control characters, keeping tabs and line breaks', () => {
    expect(csvCell('\u001b]0;owned\u0007cv\u001b[31m.pdf')).toBe('"]0;ownedcv[31m.pdf"');
    expect(csvCell('a\u0000b\u009bc')).toBe('abc');
    expect(csvCell('one\ttwo')).toBe('one\ttwo');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).startsWith(`"'${start}`)).toBe(true);
  });

  it('writes a header and one row per lead, marked as UTF-8', () => {
    const lead: Lead = {
      id: 'a1',
      kind: 'application',
      createdAt: '2026-11-21T10:00:00.000Z',
      refusals: 0,
      locale: 'de',
      page: '/de/karriere',
      name: 'Jörg Weiß',
      email: 'joerg@example.de',
      fields: { position: 'senior-go-backend-engineer', message: 'Hallo,\nich bewerbe mich.' },
      attachmentName: 'cv.pdf',
      status: 'delivered',
      deliveredAt: '2026-11-21T10:00:05.000Z',
      attempts: 1,
      nextAttemptAt: '2026-11-21T10:00:00.000Z',
    };
    const [header, row, end] = leadsToCsv([lead]).split('\r\n');
    expect(header).toBe('\uFEFFid,received,form,language,page,name,email,company,phone,project_type,budget,position,profile_url,message,estimate,cv,delivery,delivered_at,attempts,last_error,page_parameters,landing_page,landing_parameters');
    expect(row).toBe('a1,2026-11-21T10:00:00.000Z,application,de,/de/karriere,Jörg Weiß,joerg@example.de,,,,,senior-go-backend-engineer,,"Hallo,\nich bewerbe mich.",,cv.pdf,delivered,2026-11-21T10:00:05.000Z,1,,,,');
    expect(end).toBe('');
  });

  it('leaves the cells of optional answers not given empty', () => {
    const [, row] = leadsToCsv([contactLead]).split('\r\n');
    expect(row).toBe('c1,2026-11-21T10:00:00.000Z,contact,en,/contact,Sam Lee,sam@example.com,,,,,,,Only the three fields.,,,pending,,0,,,,');
  });

  it('writes the campaign: the sending page’s parameters, the landing page and its parameters', () => {
    const attribution = { page: { utm_source: 'x' }, landing: { path: '/', parameters: { utm_source: 'news,letter', utm_campaign: '=1+1', gclid: 'abc' } } };
    const [, row] = leadsToCsv([{ ...contactLead, attribution }]).split('\r\n');
    expect(row).toBe('c1,2026-11-21T10:00:00.000Z,contact,en,/contact,Sam Lee,sam@example.com,,,,,,,Only the three fields.,,,pending,,0,,utm_source=x,/,utm_source=news%2Cletter&utm_campaign=%3D1%2B1&gclid=abc');
  });
});

const contactLead: Lead = {
  id: 'c1',
  kind: 'contact',
  createdAt: '2026-11-21T10:00:00.000Z',
  refusals: 0,
  locale: 'en',
  page: '/contact',
  name: 'Sam Lee',
  email: 'sam@example.com',
  fields: { name: 'Sam Lee', email: 'sam@example.com', company: '', phone: '', projectType: '', budget: '', message: 'Only the three fields.', estimate: '' },
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-11-21T10:00:00.000Z',
};
