/**
 * The wizard's state lives in the address: the answers (one parameter per question, repeated for several
 * choices) and where the visitor is (`section` and `step`, or `view=estimate`). The same functions read it on
 * the server (no JavaScript: each step is a GET form) and in the browser, so both always agree.
 */
import {
  initialSection,
  initialStep,
  isMultiple,
  isOptional,
  questionIds,
  questions,
  renamedOptions,
  sections,
  type Answers,
  type PartialAnswers,
  type QuestionId,
} from './questions';

export type Position = { section: number; step: number } | 'estimate';

export interface WizardState {
  answers: PartialAnswers;
  position: Position;
  /** The question the visitor tried to skip without the answer it needs. */
  missing?: QuestionId;
  /** Came from the estimate to change one answer (`then=estimate`): "next" and "back" lead back to it once all are answered. */
  returning?: boolean;
}

type Params = Pick<URLSearchParams, 'get' | 'getAll'>;

export function parseAnswers(params: Params): PartialAnswers {
  const answers: Record<string, string | string[]> = {};
  for (const id of questionIds) {
    const options: readonly string[] = questions[id].options;
    const given = params.getAll(id).map((value) => renamedOptions[id]?.get(value) ?? value);
    if (isMultiple(id)) {
      const chosen = options.filter((option) => given.includes(option));
      if (chosen.length > 0) answers[id] = chosen;
    } else {
      const chosen = given.find((value) => options.includes(value));
      if (chosen) answers[id] = chosen;
    }
  }
  return answers as PartialAnswers;
}

function isAnswered(answers: PartialAnswers, id: QuestionId): boolean {
  return isOptional(id) || answers[id] !== undefined;
}

/** The answers an estimate needs, with the optional questions the visitor left empty filled as "none chosen". */
export function completeAnswers(answers: PartialAnswers): Answers | undefined {
  if (!questionIds.every((id) => isAnswered(answers, id))) return undefined;
  return { integrations: [], features: [], ...answers } as Answers;
}

export function questionAt(position: { section: number; step: number }): QuestionId {
  return sections[position.section - 1]!.steps[position.step - 1]!;
}

/**
 * Whether "next" on this step leads to the estimate: from the last question, and from a question changed on the way
 * back from the estimate (once every answer is given).
 */
export function leadsToEstimate(state: WizardState): boolean {
  return state.position !== 'estimate' && (Boolean(state.returning) || questionAt(state.position) === questionIds.at(-1));
}

function indexOf(position: Position): number {
  if (position === 'estimate') return questionIds.length;
  return questionIds.indexOf(questionAt(position));
}

function positionAt(index: number): Position {
  if (index >= questionIds.length) return 'estimate';
  const id = questionIds[Math.max(0, index)]!;
  const section = sections.findIndex((candidate) => (candidate.steps as readonly string[]).includes(id));
  return { section: section + 1, step: (sections[section]!.steps as readonly string[]).indexOf(id) + 1 };
}

function requestedPosition(params: Params): Position {
  if (params.get('view') === 'estimate') return 'estimate';
  const section = Number(params.get('section') ?? initialSection);
  const step = Number(params.get('step') ?? initialStep);
  const valid = Number.isInteger(section) && Number.isInteger(step) && sections[section - 1] && step >= 1 && step <= (sections[section - 1]?.steps.length ?? 0);
  return valid ? { section, step } : { section: initialSection, step: initialStep };
}

/**
 * Where the visitor is and with which answers, including the move a step's form asked for. Nobody lands past a
 * question that still needs its answer: a shortened or edited link leads to the first such question.
 */
export function readWizard(params: Params): WizardState {
  const answers = parseAnswers(params);
  let index = indexOf(requestedPosition(params));
  let missing: QuestionId | undefined;
  const move = params.get('to');
  const returning = params.get('then') === 'estimate';
  const firstOpen = questionIds.findIndex((id) => !isAnswered(answers, id));
  // A step opened from the estimate to change one answer has the estimate behind it: back returns there, as next does.
  const forward = move === 'next' || (move === 'back' && returning);
  if (move === 'back' && !returning) index -= 1;
  if (forward && index < questionIds.length) {
    const current = questionIds[index]!;
    if (!isAnswered(answers, current)) missing = current;
    else index = returning && firstOpen === -1 ? questionIds.length : index + 1;
  }
  if (firstOpen !== -1 && index > firstOpen) index = firstOpen;
  const position = positionAt(index);
  return { answers, position, ...(missing && { missing }), ...(returning && position !== 'estimate' && { returning }) };
}

/** The address of a state: answers in question order, then the position (and the way back to the estimate). */
export function wizardQuery(answers: PartialAnswers, position: Position, returning = false): string {
  const query = new URLSearchParams(answersQuery(answers));
  if (position === 'estimate') query.set('view', 'estimate');
  else {
    query.set('section', String(position.section));
    query.set('step', String(position.step));
    if (returning) query.set('then', 'estimate');
  }
  return query.toString();
}

/**
 * A query from named values, a list giving its name once per item (as a form sends checkboxes): the answers, or
 * the search parameters a page receives. (Browser code, so not in lib/seo, which reads the server environment.)
 */
export function toUrlSearchParams(values: Readonly<Record<string, string | readonly string[] | undefined>>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of value === undefined ? [] : [value].flat()) query.append(name, item);
  }
  return query;
}

/** The answers alone, as they travel with a shared link or a sent estimate. */
export function answersQuery(answers: PartialAnswers): string {
  return toUrlSearchParams(Object.fromEntries(questionIds.map((id) => [id, answers[id]]))).toString();
}

/** The option or options chosen for a question; none if it is unanswered. */
export function chosenOptions(answers: PartialAnswers, id: QuestionId): readonly string[] {
  const value = answers[id];
  return value === undefined ? [] : [value].flat();
}

/** The step that asks a question. */
export function questionPosition(id: QuestionId): { section: number; step: number } {
  return positionAt(questionIds.indexOf(id)) as { section: number; step: number };
}
