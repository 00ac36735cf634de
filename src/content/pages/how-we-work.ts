import de from '@/content/words/de/pages/how-we-work.json';
import en from '@/content/words/en/pages/how-we-work.json';
import type { WrittenPage } from '@/content/page-structure';
import { bothLanguages } from '@/content/words';

/**
 * How we work: what a client can check from the first sprint (the proof other pages link to, `#proof`), the phases of
 * a project, quality, communication and figures.
 */
export const howWeWorkPage: WrittenPage = {
  words: bothLanguages(en, de),
  body: {
    hero: { primary: { href: '/contact' }, secondary: { href: '/case-studies' } },
    sections: [
      { type: 'features', id: 'proof', icons: ['clock', 'code', 'chart'] },
      { type: 'process', id: 'phases' },
      { type: 'features', id: 'quality', icons: ['check', 'code', 'rocket', 'heart', 'shield', 'chart'] },
      { type: 'features', id: 'communication', icons: ['team', 'check', 'clock', 'layers', 'globe', 'chat'] },
      { type: 'stats', id: 'numbers' },
      { type: 'faq', id: 'faq' },
      { type: 'cta', id: 'cta', primary: { href: '/contact' }, secondary: { href: '/collaboration-models' } },
    ],
  },
};
