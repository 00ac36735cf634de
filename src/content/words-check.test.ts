import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWords, wordProblems } from './words-check';

/** A words tree in a temporary folder: file paths under `en/` and `de/`, and their JSON. */
function tree(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'words-'));
  mkdirSync(join(root, 'en'));
  mkdirSync(join(root, 'de'));
  for (const [file, value] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), typeof value === 'string' ? value : JSON.stringify(value));
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true })));

const english = {
  label: 'Backend development',
  sections: {
    faq: {
      items: [
        { question: 'Where is our data hosted?', answer: 'In the EU.' },
        { question: 'What does it cost?', answer: 'A discovery costs {discoveryPrice} and takes {discoveryWeeks} weeks.' },
      ],
    },
  },
};
const german = {
  label: 'Backend-Entwicklung',
  sections: {
    faq: {
      items: [
        { question: 'Wo werden unsere Daten gehostet?', answer: 'In der EU.' },
        { question: 'Was kostet das?', answer: 'Eine Konzeptphase kostet {discoveryPrice} und dauert {discoveryWeeks} Wochen.' },
      ],
    },
  },
};
const file = 'services/backend-development.json';

/** The problems of a tree whose German file is the German words changed by `change`. */
function problemsWith(change: (words: typeof german) => void): string[] {
  const changed = structuredClone(german);
  change(changed);
  const root = tree({ [`en/${file}`]: english, [`de/${file}`]: changed });
  return wordProblems(root).map((problem) => problem.replaceAll(root, 'words'));
}

describe('the words checker', () => {
  it('finds no problem in the real words files', () => {
    expect(wordProblems()).toEqual([]);
  });

  it('accepts a German file with the same keys, lists and placeholders', () => {
    expect(problemsWith(() => {})).toEqual([]);
  });

  it('names a German string that is missing', () => {
    expect(problemsWith((words) => delete (words.sections.faq.items[1] as { answer?: string }).answer)).toEqual([
      `words/de/${file}: sections.faq.items[1].answer is missing`,
    ]);
  });

  it('names a German string the English file does not have', () => {
    expect(problemsWith((words) => Object.assign(words.sections.faq, { intro: 'Was Kunden oft fragen.' }))).toEqual([
      `words/de/${file}: sections.faq.intro is not in the English file`,
    ]);
  });

  it('names an empty German string, and a list entry missing or extra', () => {
    expect(problemsWith((words) => (words.sections.faq.items[0]!.question = ' '))).toEqual([`words/de/${file}: sections.faq.items[0].question is empty`]);
    expect(problemsWith((words) => words.sections.faq.items.pop())).toEqual([`words/de/${file}: sections.faq.items[1] is missing`]);
    expect(problemsWith((words) => words.sections.faq.items.push({ question: 'Wie schnell?', answer: 'Sofort.' }))).toEqual([
      `words/de/${file}: sections.faq.items[2] is not in the English file`,
    ]);
  });

  it('names a changed or unknown placeholder', () => {
    const answer = (text: string) => (words: typeof german) => (words.sections.faq.items[1]!.answer = text);
    expect(problemsWith(answer('Eine Konzeptphase kostet {discoveryPrice} und dauert {launcherWeeks} Wochen.'))).toEqual([
      `words/de/${file}: sections.faq.items[1].answer has the placeholders [discoveryPrice, launcherWeeks], the English [discoveryPrice, discoveryWeeks]`,
    ]);
    expect(problemsWith(answer('Eine Konzeptphase kostet {discoveryPrice} und dauert {discoveryWeks} Wochen.'))).toEqual([
      `words/de/${file}: sections.faq.items[1].answer uses {discoveryWeks}, which is no known placeholder`,
      `words/de/${file}: sections.faq.items[1].answer has the placeholders [discoveryPrice, discoveryWeks], the English [discoveryPrice, discoveryWeeks]`,
    ]);
  });

  it('names a file present in only one language, and a file that is not JSON', () => {
    const root = tree({ 'en/pages/about.json': { label: 'About us' }, 'de/pages/contact.json': { label: 'Kontakt' }, 'en/jobs.json': {}, 'de/jobs.json': '{ "title": ' });
    expect(wordProblems(root).map((problem) => problem.replaceAll(root, 'words'))).toEqual([
      'words/de/pages/contact.json: has no English original (words/en/pages/contact.json is missing)',
      expect.stringMatching(/^words\/de\/jobs\.json: is not valid JSON/),
      'words/de/pages/about.json: is missing (the German half of words/en/pages/about.json)',
    ]);
  });

  it('checks the words of a third language against the English ones too', () => {
    const root = tree({ [`en/${file}`]: english, [`de/${file}`]: german, [`fr/${file}`]: { label: 'Développement backend' } });
    const problems = wordProblems(root, { locales: ['en', 'de', 'fr'], defaultLocale: 'en' }).map((problem) => problem.replaceAll(root, 'words'));
    expect(problems).toEqual([`words/fr/${file}: sections is missing`]);
  });

  it('throws one error that lists every problem', () => {
    const root = tree({ [`en/${file}`]: english, [`de/${file}`]: { label: '' } });
    expect(() => checkWords(root)).toThrow(/2 problem\(s\):\n.*label is empty\n.*sections is missing$/);
  });
});
