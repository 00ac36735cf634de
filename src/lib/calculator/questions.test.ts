import { describe, expect, it } from 'vitest';
import { readMessages } from '@/i18n/messages';
import { questionIds, questions, sections } from './questions';
import { locales } from '@/i18n/locales';

describe('the calculator questions', () => {
  it('has two sections of five steps, each question asked once', () => {
    expect(sections.map((section) => section.steps.length)).toEqual([5, 5]);
    expect(new Set(questionIds).size).toBe(questionIds.length);
    expect(Object.keys(questions).sort()).toEqual([...questionIds].sort());
  });

  it.each(locales)('has a question, and a label and explanation for exactly the options, in %s', (locale) => {
    const steps = readMessages(locale).Calculator.steps as Record<string, { question: string; options: Record<string, { label: string; text: string }> }>;
    expect(Object.keys(steps).sort()).toEqual([...questionIds].sort());
    for (const id of questionIds) {
      expect(steps[id]!.question.trim()).not.toBe('');
      expect(Object.keys(steps[id]!.options)).toEqual([...questions[id].options]);
      for (const option of Object.values(steps[id]!.options)) {
        expect(option.label.trim()).not.toBe('');
        expect(option.text.trim()).not.toBe('');
      }
    }
  });
});
