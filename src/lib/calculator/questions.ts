/**
 * The calculator's ten questions in two sections: their ids (also their names in the address), answer kinds and
 * options. Labels live in the message files (Calculator.steps); prices in pricing-table.ts.
 */

export const sections = [
  { id: 'foundation', steps: ['product', 'stage', 'users', 'design', 'timeline'] },
  { id: 'technical', steps: ['auth', 'payments', 'integrations', 'admin', 'features'] },
] as const;

/** Where a visitor starts: section 1, step 1 (both counted from one). */
export const initialSection = 1;
export const initialStep = 1;

export const questions = {
  product: { kind: 'single', options: ['web', 'mobile', 'both', 'extension'] },
  stage: { kind: 'single', options: ['idea', 'prototyped', 'live'] },
  users: { kind: 'multiple', required: true, options: ['consumers', 'businesses', 'staff', 'partners'] },
  design: { kind: 'single', options: ['provided', 'standard', 'custom'] },
  timeline: { kind: 'single', options: ['flexible', 'standard', 'urgent'] },
  // Single answers of the technical section are ordered from least to most work.
  auth: { kind: 'single', options: ['none', 'email', 'social', 'sso'] },
  payments: { kind: 'single', options: ['none', 'oneTime', 'subscriptions', 'marketplace'] },
  integrations: { kind: 'multiple', required: false, options: ['messaging', 'maps', 'crm', 'apis', 'legacy'] },
  admin: { kind: 'single', options: ['none', 'basic', 'cms', 'full'] },
  features: { kind: 'multiple', required: false, options: ['files', 'realtime', 'reporting', 'ai', 'compliance'] },
} as const satisfies Record<string, { kind: 'single'; options: readonly string[] } | { kind: 'multiple'; required: boolean; options: readonly string[] }>;

export type QuestionId = keyof typeof questions;

/**
 * Options renamed since addresses were shared and leads stored, old id → new: both still read. `prototype`
 * cannot name a message once the message files are compiled at build time.
 */
export const renamedOptions: Partial<Record<QuestionId, ReadonlyMap<string, string>>> = {
  stage: new Map([['prototype', 'prototyped']]),
};
type Option<Q extends QuestionId> = (typeof questions)[Q]['options'][number];
type SingleId = { [Q in QuestionId]: (typeof questions)[Q]['kind'] extends 'single' ? Q : never }[QuestionId];
type MultipleId = Exclude<QuestionId, SingleId>;

/** A complete set of answers: one option per single question, a set (possibly empty) per multiple one. */
export type Answers = { [Q in SingleId]: Option<Q> } & { [Q in MultipleId]: readonly Option<Q>[] };
/** What the visitor has answered so far. */
export type PartialAnswers = Partial<Answers>;

export const questionIds = sections.flatMap((section) => section.steps) as QuestionId[];
export function isMultiple(id: QuestionId): id is MultipleId {
  return questions[id].kind === 'multiple';
}

/** Whether a question may be left unanswered. */
export function isOptional(id: QuestionId): boolean {
  const question = questions[id];
  return question.kind === 'multiple' && !question.required;
}
