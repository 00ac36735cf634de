'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, Ref } from 'react';
import { optionText } from '@/lib/calculator/describe';
import { initialSection, initialStep, isMultiple, isOptional, questionIds, questions, sections, type PartialAnswers } from '@/lib/calculator/questions';
import { answersQuery, chosenOptions, leadsToEstimate, questionAt, readWizard, wizardQuery, type WizardState } from '@/lib/calculator/wizard-state';
import { Button } from '@/components/ui/Button';
import { WizardLink } from './WizardLink';
import { WizardProgress } from './WizardProgress';
import styles from './Calculator.module.css';

interface StepFormProps {
  state: WizardState & { position: { section: number; step: number } };
  path: string;
  headingRef: Ref<HTMLHeadingElement>;
  go: (query: string, current?: string) => void;
  /** Whether to show the message that this step needs an answer. */
  missing: boolean;
  onMissing: (missing: boolean) => void;
}

/**
 * One question as a real form: without JavaScript it is sent to the server, which answers with the next step;
 * with JavaScript the same rules run here first.
 */
export function StepForm({ state, path, headingRef, go, missing, onMissing }: StepFormProps) {
  const t = useTranslations('Calculator');
  const { answers, position } = state;
  const id = questionAt(position);
  const question = questions[id];
  const multiple = isMultiple(id);
  const chosen = chosenOptions(answers, id);
  const isFirst = id === questionIds[0];
  const hint = isOptional(id) ? t('optional') : id === 'users' ? t('steps.users.hint') : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const questionId = `${id}-question`;
  const describedBy = [hint && hintId, missing && errorId].filter(Boolean).join(' ') || undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const values = new FormData(event.currentTarget, submitter);
    const next = readWizard(new URLSearchParams(values as unknown as string[][]));
    if (next.missing) {
      onMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[type=radio], input[type=checkbox]')?.focus();
      return;
    }
    // Back (in the browser, too) then finds this step with the answer just given.
    go(wizardQuery(next.answers, next.position, next.returning), wizardQuery(next.answers, position, state.returning));
  }

  return (
    <form method="get" action={`${path}#calculator`} className={styles.step} onSubmit={onSubmit} onChange={() => onMissing(false)} noValidate>
      <WizardProgress position={position} />
      {/* The group is named by the question alone: the progress line is the heading's, read when focus arrives. */}
      <fieldset className={styles.fieldset} aria-labelledby={questionId} aria-describedby={describedBy}>
        <legend className={styles.legend}>
          <h2 id="calculator-heading" ref={headingRef} tabIndex={-1} className={styles.question}>
            {/* Read with the question when focus arrives: where the visitor is, then what is asked. */}
            <span className={styles.kicker}>
              {t('progress', {
                section: position.section,
                sections: sections.length,
                name: t(`sections.${sections[position.section - 1]!.id}`),
                step: position.step,
                steps: sections[position.section - 1]!.steps.length,
              })}
            </span>
            <span id={questionId}>{t(`steps.${id}.question`)}</span>
          </h2>
        </legend>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {missing && (
          <p id={errorId} className={styles.error}>
            {t(multiple ? 'errors.multiple' : 'errors.single')}
          </p>
        )}
        <div className={styles.options}>
          {question.options.map((option) => (
            <div key={option} className={styles.option}>
              <input
                id={`${id}-${option}`}
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={option}
                defaultChecked={chosen.includes(option)}
                aria-describedby={`${id}-${option}-text`}
                aria-invalid={missing || undefined}
              />
              <label htmlFor={`${id}-${option}`} className={styles.optionLabel}>
                {optionText(t, id, option, 'label')}
              </label>
              <p id={`${id}-${option}-text`} className={styles.optionText}>
                {optionText(t, id, option, 'text')}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
      <HiddenAnswers answers={answers} except={id} />
      <input type="hidden" name="section" value={position.section} />
      <input type="hidden" name="step" value={position.step} />
      {state.returning && <input type="hidden" name="then" value="estimate" />}
      <div className={styles.actions}>
        <Button type="submit" name="to" value="next">
          {leadsToEstimate(state) ? t('showEstimate') : t('next')}
        </Button>
        {/* A step opened from the estimate has the estimate behind it, the first step too. */}
        {(!isFirst || state.returning) && (
          <Button type="submit" name="to" value="back" variant="secondary">
            {t('back')}
          </Button>
        )}
        {answersQuery(answers) !== '' && (
          <WizardLink path={path} query={startOverQuery} go={go} className={styles.startOver}>
            {t('startOver')}
          </WizardLink>
        )}
      </div>
    </form>
  );
}

/** The answers of the other steps travel with the form, so none is lost on the way. */
function HiddenAnswers({ answers, except }: { answers: PartialAnswers; except: string }) {
  const entries = [...new URLSearchParams(answersQuery(answers))].filter(([name]) => name !== except);
  return entries.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}

/** Back to the first step, with no answers. */
export const startOverQuery = wizardQuery({}, { section: initialSection, step: initialStep });
