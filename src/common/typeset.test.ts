import { describe, expect, it } from 'vitest';
import { typeset } from './typeset';

const nbsp = '\u00a0';

describe('typeset', () => {
  it('holds a figure and its unit together with a non-breaking space', () => {
    expect(typeset('rund 45 % schneller, 60.000 € und 200 ms, nach 15 Min.')).toBe(
      `rund 45${nbsp}% schneller, 60.000${nbsp}€ und 200${nbsp}ms, nach 15${nbsp}Min.`,
    );
  });

  it('leaves words that only begin like a unit, and spaces not between a figure and a unit', () => {
    expect(typeset('2 Monate, 3 msec, Seite 4 von 5, 10 KBit')).toBe('2 Monate, 3 msec, Seite 4 von 5, 10 KBit');
  });

  it('holds a suspended hyphen to its word with a word joiner, and leaves other hyphens', () => {
    expect(typeset('Senior-Entwicklerinnen und -Entwickler, Softwareentwicklerin oder -entwickler')).toBe(
      'Senior-Entwicklerinnen und -\u2060Entwickler, Softwareentwicklerin oder -\u2060entwickler',
    );
    expect(typeset('Frontend- und Backend-Entwicklung, npm install -g, Grund -5, Kund -x')).toBe('Frontend- und Backend-Entwicklung, npm install -g, Grund -5, Kund -x');
  });

  it('works through arrays and plain objects and keeps everything else as it is', () => {
    const icon = () => null;
    const body = { title: '45 % weniger', items: ['1 €', { text: '2 %', icon }], count: 3, none: undefined };
    expect(typeset(body)).toEqual({ title: `45${nbsp}% weniger`, items: [`1${nbsp}€`, { text: `2${nbsp}%`, icon }], count: 3, none: undefined });
    expect(typeset(body).items[1]).toHaveProperty('icon', icon);
  });
});
