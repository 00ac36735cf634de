import { describe, expect, it } from 'vitest';
import { attributionParameters } from '@/config/attribution';
import { attributionFromReferer, cleanLandingPath, landingOf, parseAttribution, parseLanding, pickParameters } from './attribution';

const site = 'https://kovalent.software';
const isOwnOrigin = (origin: string) => origin === site;

describe('campaign parameters', () => {
  it('keeps only the allow-listed parameters, each trimmed', () => {
    const query = new URLSearchParams('utm_source=%20newsletter%20&utm_campaign=spring&gclid=abc&li_fat_id=l1&fbclid=f&msclkid=m&ref=x&UTM_SOURCE=upper');
    expect(pickParameters(query)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc', li_fat_id: 'l1' });
  });

  it('keeps every parameter of the list', () => {
    const query = new URLSearchParams(attributionParameters.map((name) => [name, `${name}-value`]));
    expect(Object.keys(pickParameters(query))).toEqual([...attributionParameters]);
  });

  it('drops empty values, values over 200 characters and values with control, invisible or line separator characters', () => {
    const entries: [string, unknown][] = [
      ['utm_source', '   '],
      ['utm_medium', 'x'.repeat(201)],
      ['utm_campaign', 'spring\r\nBcc: victim@example.com'],
      ['utm_term', 'evil\u202Etxt.exe'],
      ['utm_content', 'a\u2028b'],
      ['gclid', '\u001b[31mred'],
      ['gbraid', 42],
      ['wbraid', { nested: true }],
      ['li_fat_id', 'y'.repeat(200)],
    ];
    expect(pickParameters(entries)).toEqual({ li_fat_id: 'y'.repeat(200) });
  });

  it('takes the first clean value of a repeated parameter', () => {
    expect(pickParameters(new URLSearchParams('utm_source=a&utm_source=b'))).toEqual({ utm_source: 'a' });
    expect(pickParameters(new URLSearchParams('utm_source=&utm_source=b'))).toEqual({ utm_source: 'b' });
  });
});

describe('the landing path', () => {
  it('is a path of the site', () => {
    for (const path of ['/', '/contact', '/de/kontakt', '/blog/a-post_2', '/services/'])
      expect(cleanLandingPath(path)).toBe(path);
  });

  it('is never an address elsewhere, a relative path, a climb up or a long one', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'contact', '/../etc', '/a//b', '/a?b=c', '/a#b', '/a b', '/%0d%0a', 'javascript:alert(1)', `/${'a'.repeat(200)}`, '', 42])
      expect(cleanLandingPath(path)).toBeUndefined();
  });

  it('of an address is its path and campaign parameters', () => {
    expect(landingOf(new URL(`${site}/?utm_source=newsletter&utm_campaign=spring&gclid=abc&ref=x`))).toEqual({
      path: '/',
      parameters: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' },
    });
  });
});

describe('an attribution as posted', () => {
  it('keeps the clean parts and drops the rest', () => {
    const posted =
      '{"page":{"utm_source":" x ","evil":"y","utm_medium":"a\\nb"},' +
      '"landing":{"path":"/","parameters":{"utm_campaign":"spring","__proto__":"p","constructor":"c"}},"extra":"ignored"}';
    expect(parseAttribution(posted)).toEqual({ page: { utm_source: 'x' }, landing: { path: '/', parameters: { utm_campaign: 'spring' } } });
  });

  it('drops a landing that is not a path of the site, and keeps the page', () => {
    const posted = { page: { utm_source: 'x' }, landing: { path: 'https://evil.example/', parameters: { utm_source: 'y' } } };
    expect(parseAttribution(JSON.stringify(posted))).toEqual({ page: { utm_source: 'x' } });
  });

  it('is nothing when nothing is left, when it is no JSON object, or when it is too long', () => {
    for (const posted of ['', 'null', '[]', '"text"', '{', '{"page":{"ref":"x"}}', '{"page":"utm_source=x"}', null, 42])
      expect(parseAttribution(posted)).toBeUndefined();
    const long = JSON.stringify({ page: { utm_source: 'x' }, padding: 'p'.repeat(9000) });
    expect(parseAttribution(long)).toBeUndefined();
  });

  it('reads a kept landing back the same way', () => {
    expect(parseLanding(JSON.stringify({ path: '/de', parameters: { utm_source: 'x', ref: 'y' } }))).toEqual({ path: '/de', parameters: { utm_source: 'x' } });
    expect(parseLanding('{"path":"//evil.example"}')).toBeUndefined();
    expect(parseLanding(null)).toBeUndefined();
  });
});

describe('the Referer of a post without JavaScript', () => {
  it('gives the allow-listed parameters of a page of the site', () => {
    expect(attributionFromReferer(`${site}/contact?utm_source=x&utm_medium=%20email%20&name=Anna`, isOwnOrigin)).toEqual({ page: { utm_source: 'x', utm_medium: 'email' } });
    // No click ids: without scripts, no one has allowed Marketing.
    expect(attributionFromReferer(`${site}/contact?utm_source=x&gclid=abc&li_fat_id=l1`, isOwnOrigin)).toEqual({ page: { utm_source: 'x' } });
    expect(attributionFromReferer(`${site}/contact?gclid=abc`, isOwnOrigin)).toBeUndefined();
  });

  it('gives nothing for another origin, a page without campaign parameters, or no Referer', () => {
    expect(attributionFromReferer('https://evil.example/contact?utm_source=x', isOwnOrigin)).toBeUndefined();
    expect(attributionFromReferer('https://kovalent.software.evil.example/?utm_source=x', isOwnOrigin)).toBeUndefined();
    expect(attributionFromReferer(`${site}/contact`, isOwnOrigin)).toBeUndefined();
    expect(attributionFromReferer('not a url', isOwnOrigin)).toBeUndefined();
    expect(attributionFromReferer(null, isOwnOrigin)).toBeUndefined();
  });
});
