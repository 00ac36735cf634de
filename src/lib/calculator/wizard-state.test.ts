import { describe, expect, it } from 'vitest';
import { questionIds } from './questions';
import { answersQuery, completeAnswers, leadsToEstimate, parseAnswers, questionPosition, readWizard, wizardQuery } from './wizard-state';

const read = (query: string) => readWizard(new URLSearchParams(query));
const allRequired =
  'product=web&stage=idea&users=consumers&design=standard&timeline=standard&auth=email&payments=none&admin=basic';

describe('readWizard', () => {
  it('leads back to the estimate after a changed answer when the visitor came from there', () => {
    const { section, step } = questionPosition('design');
    const at = `${allRequired}&section=${section}&step=${step}`;
    expect(read(`${at}&then=estimate`)).toMatchObject({ position: { section, step }, returning: true });
    expect(read(`${at}&then=estimate&to=next`).position).toBe('estimate');
    expect(read(`${at}&then=estimate&to=next`).returning).toBeUndefined();
    expect(read(`${at}&to=next`).position).toEqual(questionPosition('timeline'));
    // Back, too, returns to the estimate, with the answer as it now stands; without one, the step asks for it.
    expect(read(`${at}&then=estimate&to=back`).position).toBe('estimate');
    expect(read(`${at}&to=back`).position).toEqual(questionPosition('users'));
    const withoutDesign = `${allRequired.replace('&design=standard', '')}&section=${section}&step=${step}&then=estimate&to=back`;
    expect(read(withoutDesign)).toMatchObject({ position: { section, step }, missing: 'design', returning: true });
    // With a question still open, "next" goes on step by step.
    expect(read(`product=web&section=1&step=1&then=estimate&to=next`)).toMatchObject({ position: questionPosition('stage'), returning: true });
    const answers = read(allRequired).answers;
    expect(wizardQuery(answers, { section, step }, true)).toMatch(/&then=estimate$/);
    expect(wizardQuery(answers, 'estimate', true)).not.toContain('then');
  });

  it('starts at section 1, step 1', () => {
    expect(read('')).toEqual({ answers: {}, position: { section: 1, step: 1 } });
    expect(read('section=9&step=1').position).toEqual({ section: 1, step: 1 });
    expect(read('section=1&step=0').position).toEqual({ section: 1, step: 1 });
    expect(read('section=1.5&step=abc').position).toEqual({ section: 1, step: 1 });
  });

  it('moves on when the step is answered, and names the question when it is not', () => {
    expect(read('product=mobile&section=1&step=1&to=next').position).toEqual({ section: 1, step: 2 });
    expect(read('section=1&step=1&to=next')).toMatchObject({ position: { section: 1, step: 1 }, missing: 'product' });
    // At least one kind of user is needed; integrations may stay empty.
    expect(read('product=web&stage=idea&section=1&step=3&to=next').missing).toBe('users');
    expect(read(`${allRequired}&section=2&step=3&to=next`).position).toEqual({ section: 2, step: 4 });
  });

  it('crosses from the last step of section 1 to the first of section 2, and back', () => {
    expect(read(`${allRequired}&section=1&step=5&to=next`).position).toEqual({ section: 2, step: 1 });
    expect(read(`${allRequired}&section=2&step=1&to=back`).position).toEqual({ section: 1, step: 5 });
  });

  it('goes back without needing an answer, and never before the first step', () => {
    expect(read('product=web&section=1&step=2&to=back')).toEqual({ answers: { product: 'web' }, position: { section: 1, step: 1 } });
    expect(read('section=1&step=1&to=back').position).toEqual({ section: 1, step: 1 });
  });

  it('shows the estimate after the last step, and only with every needed answer', () => {
    expect(read(`${allRequired}&section=2&step=5&to=next`).position).toBe('estimate');
    expect(read(`${allRequired}&view=estimate`).position).toBe('estimate');
    expect(read(`${allRequired}&view=estimate&to=back`).position).toEqual({ section: 2, step: 5 });
    // A link with an answer cut off leads to that question instead.
    expect(read(allRequired.replace('&auth=email', '') + '&view=estimate').position).toEqual({ section: 2, step: 1 });
    expect(read('product=web&section=2&step=4').position).toEqual({ section: 1, step: 2 });
  });
});

describe('answers in the address', () => {
  it('keeps known options only, in the order of the question, without repeats', () => {
    expect(parseAnswers(new URLSearchParams('product=spaceship&product=web&users=staff&users=<b>&users=consumers&users=staff'))).toEqual({
      product: 'web',
      users: ['consumers', 'staff'],
    });
  });

  it('reads an option by the id it had before it was renamed, as in links shared and leads stored before', () => {
    expect(parseAnswers(new URLSearchParams('stage=prototype'))).toEqual({ stage: 'prototyped' });
    expect(answersQuery(parseAnswers(new URLSearchParams('stage=prototype')))).toBe('stage=prototyped');
    expect(parseAnswers(new URLSearchParams('stage=constructor&stage=__proto__'))).toEqual({});
  });

  it('round-trips through the address', () => {
    const { answers } = read(`${allRequired}&integrations=crm&integrations=maps`);
    const query = wizardQuery(answers, 'estimate');
    expect(query).toBe(
      'product=web&stage=idea&users=consumers&design=standard&timeline=standard&auth=email&payments=none' +
        '&integrations=maps&integrations=crm&admin=basic&view=estimate',
    );
    expect(read(query)).toEqual({ answers, position: 'estimate' });
    expect(answersQuery(answers)).toBe(query.replace('&view=estimate', ''));
  });

  it('completes the answers only when every required question has one', () => {
    expect(completeAnswers(read(allRequired).answers)).toMatchObject({ integrations: [], features: [] });
    expect(completeAnswers(read(allRequired.replace('&users=consumers', '')).answers)).toBeUndefined();
  });
});

describe('leadsToEstimate', () => {
  const first = questionPosition(questionIds[0]!);
  const last = questionPosition(questionIds.at(-1)!);
  it('is true for the last question and for a question changed on the way back from the estimate', () => {
    expect(leadsToEstimate({ answers: {}, position: last })).toBe(true);
    expect(leadsToEstimate({ answers: {}, position: first, returning: true })).toBe(true);
  });
  it('is false for any other question and for the estimate itself', () => {
    expect(leadsToEstimate({ answers: {}, position: first })).toBe(false);
    expect(leadsToEstimate({ answers: {}, position: 'estimate' })).toBe(false);
  });
});
