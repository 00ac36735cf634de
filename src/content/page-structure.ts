/**
 * How a page body is put together: its structure, written once in TypeScript (section order and types, ids,
 * links as route keys, icons, tool names), and its words in one language (src/content/words/), matched by
 * section id. A word the structure does not use, or one it needs and does not find, is an error that names the
 * page and the field, so a typo in a words file fails the build instead of vanishing from the page.
 */
import type { RouteKey, RouteKeyOfKind } from '@/i18n/routes';
import { leader, type LeaderName, type PersonStructure } from './people';
import { pictureRef, type PictureName } from './pictures';
import type { Action, CalculatorCallout, IconName, PageBody, Section, WhoAnswers } from './sections';
import type { Localized, PageCopy } from './types';
import { fillAll, type ComputedValues } from './words';
import type { Locale } from '@/i18n/locales';

/** Where an action leads; its label is words (the action's key in the section's words: "primary": "Get in touch"). */
export interface Link {
  href: RouteKey;
  hash?: string;
}

/**
 * A section without its words, and the picture it shows under its heading, if any. Lists of words (FAQ entries,
 * steps, cards) are as long as the words file makes them.
 */
type SectionStructure = SectionKind & { picture?: PictureName };

type SectionKind =
  | {
      type: 'prose' | 'stats' | 'testimonial' | 'reviews' | 'jobs' | 'contact-channels';
      id: string;
    }
  /** One icon per card, in the order of the words' items; `link` leads on, e.g. to where a claim is told in full. */
  | { type: 'features'; id: string; icons?: IconName[]; link?: Link }
  | { type: 'process'; id: string; link?: Link }
  /** Tool names, the same in both languages; names that read differently per language follow as the words' `items`. */
  | { type: 'technologies'; id: string; pages?: RouteKeyOfKind<'technology'>[]; items: string[]; link?: Link }
  | { type: 'case-studies'; id: string; items: RouteKeyOfKind<'case-study'>[] }
  | { type: 'links'; id: string; items: RouteKey[]; link?: Link; calculator?: true }
  /** `calculator`: the section ends with a call-out to the MVP cost calculator (words: `calculator.text` and `.link`). */
  | { type: 'faq' | 'pricing'; id: string; calculator?: true }
  /** The people's names and portraits; their roles and biographies are words, in the same order. */
  | { type: 'team'; id: string; people: readonly PersonStructure[] }
  /** The person who answers (their role is the about page's words); `calculator`: a line to the calculator under the form. */
  | { type: 'contact-form'; id: string; answeredBy?: LeaderName; calculator?: true }
  /** The offices' cities and addresses; what the page says about each is words, in the same order. */
  | { type: 'locations'; id: string; places: { city: string; address: string }[] }
  | { type: 'cta'; id: string; primary: Link; secondary?: Link }
  /** The blog's newest articles; `link` (to the blog) is shown with them, and alone while the blog cannot be read. */
  | { type: 'latest-posts'; id: string; link: Link };

export interface BodyStructure {
  /** The hero's calls to action, and the picture beside its text. */
  hero?: { primary?: Link; secondary?: Link; picture?: PictureName };
  sections: SectionStructure[];
}

/** A page's words in one language, as its JSON file holds them: its copy, its hero's labels, each section's words. */
export interface PageWords extends PageCopy {
  hero?: { primary?: string; secondary?: string };
  sections?: Record<string, object>;
}

/** A page written on its own (not by a template): its words, and its body's structure unless it shows only its copy. */
export interface WrittenPage {
  words: Localized<PageWords>;
  body?: BodyStructure;
  /** Values for placeholders besides the figures, computed from the structure. */
  computed?: ComputedValues;
}

/** A page body in one language from its structure and its words, their placeholders filled (see fillAll). */
export function composeBody(key: string, locale: Locale, structure: BodyStructure, unfilled: PageWords, computed?: ComputedValues): PageBody {
  const where = `${key} (${locale})`;
  const words = fillAll(unfilled, locale, computed);
  const sections = words.sections ?? {};
  const stray = Object.keys(sections).filter((id) => !structure.sections.some((section) => section.id === id));
  if (stray.length > 0) throw new Error(`${where}: sections.${stray.join(', sections.')} is not a section of the page`);
  const hero = new Fields(words.hero ?? {}, `${where}: hero`);
  const body: PageBody = {
    ...(structure.hero && {
      hero: {
        primary: hero.action('primary', structure.hero.primary),
        secondary: hero.action('secondary', structure.hero.secondary),
        ...(structure.hero.picture && { picture: pictureRef(structure.hero.picture, locale) }),
      },
    }),
    sections: structure.sections.map((section) => {
      const fields = new Fields(sections[section.id] ?? {}, `${where}: sections.${section.id}`);
      const composed = composeSection(section, fields, locale);
      fields.assertAllRead();
      return section.picture ? { ...composed, picture: pictureRef(section.picture, locale) } : composed;
    }),
  };
  hero.assertAllRead();
  return body;
}

function composeSection(section: SectionKind, words: Fields, locale: Locale): Section {
  const { id } = section;
  const heading = () => words.text('heading');
  const intro = () => words.optionalText('intro');
  const calculator = () => ('calculator' in section && section.calculator ? calculatorCallout(words) : undefined);
  switch (section.type) {
    case 'prose':
      return { type: section.type, id, heading: heading(), paragraphs: words.texts('paragraphs') };
    case 'features':
      return {
        type: section.type,
        id,
        heading: heading(),
        intro: intro(),
        items: section.icons
          ? words.alongside('items', section.icons, (icon, item) => ({ icon, title: item.text('title'), text: item.text('text') }))
          : words.list('items').map((item) => ({ title: item.text('title'), text: item.text('text') })),
        link: words.action('link', section.link),
      };
    case 'process':
      return {
        type: section.type,
        id,
        heading: heading(),
        intro: intro(),
        steps: stepsOf(words),
        link: words.action('link', section.link),
      };
    case 'stats':
      return { type: section.type, id, heading: heading(), intro: intro(), items: words.list('items').map((stat) => ({ value: stat.text('value'), label: stat.text('label') })) };
    case 'technologies':
      return {
        type: section.type,
        id,
        heading: heading(),
        intro: intro(),
        paragraphs: words.optionalTexts('paragraphs'),
        pages: section.pages,
        items: [...section.items, ...(words.optionalTexts('items') ?? [])],
        link: words.action('link', section.link),
      };
    case 'testimonial':
      return { type: section.type, id, quote: words.text('quote'), author: words.text('author'), role: words.text('role') };
    case 'case-studies':
      return { type: section.type, id, heading: heading(), intro: intro(), items: section.items };
    case 'links':
      return { type: section.type, id, heading: heading(), intro: intro(), items: section.items, link: words.action('link', section.link), calculator: calculator() };
    case 'faq':
      return {
        type: section.type,
        id,
        heading: heading(),
        items: words.list('items').map((item) => ({ question: item.text('question'), answer: item.text('answer') })),
        calculator: calculator(),
      };
    case 'team':
      return {
        type: section.type,
        id,
        heading: heading(),
        intro: intro(),
        members: words.alongside('members', section.people, ({ name, portrait }, member) => ({
          name,
          role: member.text('role'),
          bio: member.text('bio'),
          ...(portrait && { portrait: pictureRef(portrait, locale) }),
        })),
      };
    case 'locations':
      return {
        type: section.type,
        id,
        heading: heading(),
        intro: intro(),
        items: words.alongside('items', section.places, (place, words) => ({ ...place, text: words.text('text') })),
      };
    case 'reviews':
      return { type: section.type, id, heading: heading(), text: words.text('text') };
    case 'jobs':
    case 'contact-channels':
      return { type: section.type, id, heading: heading(), intro: intro() };
    case 'contact-form':
      return {
        type: section.type,
        id,
        heading: heading(),
        intro: intro(),
        ...(section.answeredBy && { answeredBy: whoAnswers(section.answeredBy, words.group('answeredBy'), locale) }),
        calculator: calculator(),
      };
    case 'cta':
      return { type: section.type, id, heading: heading(), text: words.text('text'), primary: words.action('primary', section.primary), secondary: words.action('secondary', section.secondary) };
    case 'pricing':
      return {
        type: section.type,
        id,
        heading: heading(),
        intro: intro(),
        items: words.list('items').map((range) => ({ name: range.text('name'), price: range.text('price'), text: range.text('text') })),
        calculator: calculator(),
      };
    case 'latest-posts':
      return { type: section.type, id, heading: heading(), intro: intro(), link: words.action('link', section.link) };
  }
}

/** The words of a call-out to the MVP cost calculator, kept under `calculator` (in a section's words, or a template's). */
export function calculatorCallout(words: Fields): CalculatorCallout {
  const callout = words.group('calculator');
  return { text: callout.text('text'), link: callout.action('link', { href: '/mvp-cost-calculator/app' }) };
}

function stepsOf(words: Fields) {
  return words.list('steps').map((step) => ({ title: step.text('title'), text: step.text('text'), duration: step.optionalText('duration') }));
}

function whoAnswers(name: LeaderName, words: Fields, locale: Locale): WhoAnswers {
  const { portrait, role } = leader(name, locale);
  return {
    heading: words.text('heading'),
    person: { name, role, portrait: pictureRef(portrait, locale) },
    text: words.text('text'),
    replyLabel: words.text('replyLabel'),
    reply: words.text('reply'),
    stepsHeading: words.text('stepsHeading'),
    steps: stepsOf(words),
  };
}

/** One object of a words file, read field by field; remembers what was read, so a stray field can be reported. */
export class Fields {
  private readonly read = new Set<string>();
  private readonly children: Fields[] = [];

  constructor(
    private readonly value: object,
    private readonly where: string,
  ) {}

  private field(key: string): unknown {
    this.read.add(key);
    return (this.value as Record<string, unknown>)[key];
  }

  private fail(key: string, problem: string): never {
    throw new Error(`${this.where}.${key} ${problem}`);
  }

  optionalText(key: string): string | undefined {
    const value = this.field(key);
    if (value !== undefined && typeof value !== 'string') this.fail(key, 'should be a text');
    return value;
  }

  text(key: string): string {
    return this.optionalText(key) ?? this.fail(key, 'is missing');
  }

  optionalTexts(key: string): string[] | undefined {
    const value = this.field(key);
    if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) this.fail(key, 'should be a list of texts');
    return value;
  }

  texts(key: string): string[] {
    return this.optionalTexts(key) ?? this.fail(key, 'is missing');
  }

  /** A nested object of words. */
  group(key: string): Fields {
    const value = this.field(key);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return this.fail(key, 'should be an object');
    const group = new Fields(value, `${this.where}.${key}`);
    this.children.push(group);
    return group;
  }

  /** A list of objects; `length`, when the structure fixes it, is checked. */
  list(key: string, length?: number): Fields[] {
    const value = this.field(key);
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'object' && item !== null)) return this.fail(key, 'should be a list');
    if (length !== undefined && value.length !== length) this.fail(key, `has ${value.length} entries, the structure ${length}`);
    const items = value.map((item: object, index) => new Fields(item, `${this.where}.${key}[${index}]`));
    this.children.push(...items);
    return items;
  }

  /** One object of words for each entry of the structure's list, in the same order. */
  alongside<T, R>(key: string, structure: readonly T[], compose: (entry: T, words: Fields) => R): R[] {
    const items = this.list(key, structure.length);
    return structure.map((entry, index) => compose(entry, items[index] as Fields));
  }

  /** An action: its label from these words, where it leads from the structure. */
  action(key: string, link: Link): Action;
  action(key: string, link: Link | undefined): Action | undefined;
  action(key: string, link: Link | undefined): Action | undefined {
    if (!link) return undefined;
    return { label: this.text(key), ...link };
  }

  assertAllRead(): void {
    const unread = Object.keys(this.value).filter((key) => !this.read.has(key));
    if (unread.length > 0) this.fail(unread.join(', '), 'is not used by the page');
    for (const child of this.children) child.assertAllRead();
  }
}
