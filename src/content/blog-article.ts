/**
 * What the blog's article template adds to articles from the content service, whose words it cannot hold: the
 * call-out to the MVP cost calculator under articles on MVP cost (which ones: src/config/blog.ts).
 */
import type original from '@/content/words/en/blog-article.json';
import { localizedWords } from '@/content/localized-words';
import { typeset } from '@/common/typeset';
import { calculatorCallout, Fields } from './page-structure';
import type { CalculatorCallout } from './sections';
import type { Localized } from './types';
import { fillAll } from './words';
import { byLocale, type Locale } from '@/i18n/locales';

const words = localizedWords<typeof original>('blog-article');

// Read when the module loads, so that a stray or missing word fails the build, as a page's would.
function read(locale: Locale): CalculatorCallout {
  const fields = new Fields(fillAll(words[locale], locale), `blog-article.json (${locale})`);
  const callout = calculatorCallout(fields);
  fields.assertAllRead();
  return typeset(callout);
}

export const articleCalculatorCallout: Localized<CalculatorCallout> = byLocale(read);
