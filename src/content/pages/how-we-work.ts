import type original from '@/content/words/en/pages/how-we-work.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/**
 * How we work: what a client can check from the first sprint (the proof other pages link to, `#proof`), the phases of
 * a project, quality, communication and figures.
 */
export const howWeWorkPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/how-we-work'),
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
