/** How a legal document is put together: its sections in order, from the structure, with their words. */
import type { PageWords } from '../page-structure';
import type { Localized } from '../types';
import { fillAll } from '../words';
import type { LegalBlock, LegalDocument, LegalSection } from './types';
import { byLocale, type Locale } from '@/i18n/locales';

/** A section's id, or its id and a block the code builds (the cookie table), inserted at a position of its blocks. */
export type LegalSectionStructure = string | { id: string; insert: { at: number; block: (locale: Locale) => LegalBlock } };

export function legalDocument(updated: string, sections: LegalSectionStructure[], words: Localized<PageWords>): LegalDocument {
  const textIn = (locale: Locale): LegalSection[] => {
    const where = `${words.en.label} (${locale})`;
    const written = fillAll(words[locale].sections ?? {}, locale);
    const ids = sections.map((section) => (typeof section === 'string' ? section : section.id));
    const stray = Object.keys(written).filter((id) => !ids.includes(id));
    if (stray.length > 0) throw new Error(`${where}: sections.${stray.join(', sections.')} is not a section of the document`);
    return sections.map((section) => {
      const id = typeof section === 'string' ? section : section.id;
      const { heading, blocks, ...rest } = (written[id] ?? {}) as { heading?: unknown; blocks?: unknown };
      if (typeof heading !== 'string') throw new Error(`${where}: sections.${id}.heading is missing`);
      if (!Array.isArray(blocks)) throw new Error(`${where}: sections.${id}.blocks is missing`);
      if (Object.keys(rest).length > 0) throw new Error(`${where}: sections.${id}.${Object.keys(rest).join(', ')} is not used`);
      const checked = blocks.map((block: unknown, index) => legalBlock(block, `${where}: sections.${id}.blocks[${index}]`));
      if (typeof section !== 'string') checked.splice(section.insert.at, 0, section.insert.block(locale));
      return { id, heading, blocks: checked };
    });
  };
  return { updated, words, text: byLocale(textIn) };
}

const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A block of words as the legal page shows it; anything else is an error naming where it is. */
function legalBlock(block: unknown, where: string): LegalBlock {
  if (typeof block === 'string') return block;
  if (typeof block === 'object' && block !== null) {
    if ('list' in block && isTexts(block.list)) return { list: block.list };
    if ('cookieSettings' in block && typeof block.cookieSettings === 'string') return { cookieSettings: block.cookieSettings };
    if ('table' in block && typeof block.table === 'object' && block.table !== null) {
      const { caption, head, rows } = block.table as Record<string, unknown>;
      if (typeof caption === 'string' && isTexts(head) && Array.isArray(rows) && rows.every(isTexts)) return { table: { caption, head, rows } };
    }
  }
  throw new Error(`${where} is neither a paragraph, a list, a table nor the cookie settings button`);
}
