import type original from '@/content/words/en/pictures/people.json';
import { colour } from '../kit';
import type { Picture } from '../types';
import { pictureWords } from '../words';
import { byLocale } from '@/i18n/locales';
import { drawPortrait, portraitSize, type Look } from './portrait';

const words = pictureWords<typeof original>('people');

/** How each person of the leadership is drawn, by the slug of their name. */
const looks = {
  'lena-hartmann': { skin: '#f1c8a8', hair: '#7a3f26', hairStyle: 'long', clothing: 'blazer', top: colour.ink, background: colour.accentSoft },
  'daniel-okafor': { skin: '#8a5738', hair: '#1f1a18', hairStyle: 'crop', clothing: 'crew', top: colour.accent, background: colour.greenSoft, glasses: true, beard: 'short' },
  'marta-kowalczyk': { skin: '#f4d2b8', hair: '#d9a94e', hairStyle: 'bob', clothing: 'turtleneck', top: '#1f8f74', background: colour.amberSoft, glasses: true },
  'jan-erik-vogt': { skin: '#efc3a2', hair: '#7d5f43', hairStyle: 'side-part', clothing: 'shirt', top: colour.accentStrong, background: colour.accentSoft, beard: 'stubble' },
  'aylin-demir': { skin: '#d6a17a', hair: '#2a1a14', hairStyle: 'curly', clothing: 'hoodie', top: '#2b3550', background: colour.greenSoft },
  'felix-brandt': { skin: '#f3cbab', hair: '#b0552a', hairStyle: 'short', clothing: 'crew', top: colour.amber, background: colour.amberSoft, beard: 'full' },
} satisfies Record<keyof typeof original, Look>;

function portrait(slug: keyof typeof looks): Picture {
  return {
    width: portraitSize,
    height: portraitSize,
    alt: byLocale((locale) => words[locale][slug].alt),
    draw: () => drawPortrait(looks[slug]),
  };
}

/** One drawn portrait per member of the leadership the about page names. */
export const leadershipPortraits = Object.fromEntries(Object.keys(looks).map((slug) => [slug, portrait(slug as keyof typeof looks)])) as Record<
  keyof typeof looks,
  Picture
>;
