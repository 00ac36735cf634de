/**
 * What the blog's article template adds to articles from the content service, whose words it cannot hold: the
 * call-out to the MVP cost calculator under articles on MVP cost (which ones: src/config/blog.ts).
 */
import de from '@/content/words/de/blog-article.json';
import en from '@/content/words/en/blog-article.json';
import { typeset } from '@/common/typeset';
import { calculatorCallout, Fields } from './page-structure';
import type { CalculatorCallout } from './sections';
import type { Localized } from './types';
import { bothLanguages, fillAll } from './words';
import { byLocale, type Locale } from '@/i18n/locales';

const words = bothLanguages(en, de);

// Read when the module loads, so that a stray or missing word fails the build, as a page's would.
function read(locale: Locale): CalculatorCallout {
  const fields = new Fields(fillAll(words[locale], locale), `blog-article.json (${locale})`);
  const callout = calculatorCallout(fields);
  fields.assertAllRead();
  return typeset(callout);
}

export const articleCalculatorCallout: Localized<CalculatorCallout> = byLocale(read);
