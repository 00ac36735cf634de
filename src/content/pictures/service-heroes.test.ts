import { describe, expect, it } from 'vitest';
import { mvpLauncher } from '@/config/facts';
import { serviceDetails } from '@/content/details';
import { serviceBody } from '@/content/details/templates';
import { locales } from '@/i18n/locales';
import { pictureFile } from '.';
import { serviceHeroPictures } from './service-heroes';
import { fitted } from './services/diagram';
import { launcherPhases } from './services/mvp-launcher';

const services = Object.keys(serviceDetails) as (keyof typeof serviceDetails)[];

describe('service hero diagrams', () => {
  it('show each service its own diagram, named after its page, beside the heading', () => {
    for (const key of services) {
      const slug = key.replace('/services/', '');
      expect(serviceDetails[key].picture, key).toBe(`services/${slug}`);
      for (const locale of locales) expect(serviceBody(key, locale).hero?.picture?.src, key).toBe(`/pictures/${locale}/services/${slug}.svg`);
    }
    expect(Object.keys(serviceHeroPictures).sort()).toEqual(services.map((key) => key.replace('/services/', '')).sort());
  });

  it.each(locales)('draw the MVP Launcher as its page tells it, over the weeks of the facts (%s)', (locale) => {
    const phases = launcherPhases(locale);
    expect(phases.reduce((sum, phase) => sum + phase.weeks, 0)).toBe(mvpLauncher.weeks);
    const file = pictureFile('services/mvp-launcher', locale);
    for (const { title, duration } of phases) {
      expect(file).toContain(title);
      expect(file).toContain(duration);
    }
    // The week axis ends at the Launcher's last week, and the title names the same number.
    expect(file).toContain(`>${mvpLauncher.weeks}</text>`);
    expect(file).not.toContain(`>${mvpLauncher.weeks + 1}</text>`);
  });

  it('refuse a label too long for its place instead of letting it overflow', () => {
    expect(fitted(0, 20, 'Short', 100, { size: 16 })).toContain('font-size="16"');
    expect(fitted(0, 20, 'A label that is a little long', 200, { size: 16 })).toMatch(/font-size="1[3-5](\.5)?"/);
    expect(() => fitted(0, 20, 'Zahlungsdienstleisteranbindung', 100, { size: 16 })).toThrow(/does not fit/);
  });
});
