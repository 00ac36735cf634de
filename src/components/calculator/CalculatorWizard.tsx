'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { completeAnswers, leadsToEstimate, readWizard } from '@/lib/calculator/wizard-state';
import { StepForm } from './StepForm';
import styles from './Calculator.module.css';
import type { Locale } from '@/i18n/locales';

// The estimate's code (figures, breakdown, sharing, the e-mail form) is no part of a step's first load: it comes with
// a server-drawn estimate, and to a step ahead of its use, from the steps that lead to the estimate.
const EstimateResult = dynamic(() => import('./EstimateResult').then((module) => module.EstimateResult));

interface CalculatorWizardProps {
  /** The calculator's public path in this language. */
  path: string;
  locale: Locale;
}

/**
 * The wizard, drawn from the answers in the address. With JavaScript a step changes the address in place (so
 * reload, back and forward and shared links keep working) and focus moves to the new step's heading.
 */
export function CalculatorWizard({ path, locale }: CalculatorWizardProps) {
  const t = useTranslations('Calculator');
  const params = useSearchParams();
  const state = useMemo(() => readWizard(params), [params]);
  const moved = useRef(false);
  const traversed = useRef(false);
  const place = state.position === 'estimate' ? 'estimate' : `${state.position.section}.${state.position.step}`;
  // Each step and the estimate draw a heading of their own: after a move, focus goes to it once it is drawn, and it
  // is brought clear of the sticky header. After back or forward the browser puts back the scroll position the step
  // was left at, smoothly and when it gets to it (which may hold the heading under the header): for a moment after
  // such a move, each scroll that ends, or none, is followed by the same check.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !moved.current) return;
    heading.focus({ preventScroll: true });
    if (!traversed.current) return bringClearOfHeader(heading);
    traversed.current = false;
    const settle = () => bringClearOfHeader(heading);
    window.addEventListener('scrollend', settle);
    const unscrolled = setTimeout(settle, 1000);
    setTimeout(() => {
      clearTimeout(unscrolled);
      window.removeEventListener('scrollend', settle);
    }, 3000);
  }, []);
  const estimateNext = leadsToEstimate(state);

  useEffect(() => {
    if (estimateNext) void import('./EstimateResult');
  }, [estimateNext]);

  // Back and forward count as moves too: the heading of the step they show takes focus.
  useEffect(() => {
    const onPopState = () => (moved.current = traversed.current = true);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  /** Shows the state of `query`; `current` first records the answers given on the way out of this step. */
  const go = (query: string, current?: string) => {
    moved.current = true;
    if (current) window.history.replaceState(null, '', `${path}?${current}`);
    window.history.pushState(null, '', `${path}?${query}`);
  };
  const { position } = state;
  // Never undefined for the estimate: the wizard only gets there with every needed answer.
  const answers = position === 'estimate' ? completeAnswers(state.answers) : undefined;

  return (
    // A short name of its own: the heading inside says where the visitor is, and would be read twice as the name.
    <section id="calculator" className={styles.wizard} aria-label={t('label')}>
      <div className="container">
        {position === 'estimate' ? (
          answers && <EstimateResult answers={answers} path={path} locale={locale} headingRef={headingRef} go={go} />
        ) : (
          <StepWithMessage key={place} state={{ ...state, position }} path={path} headingRef={headingRef} go={go} />
        )}
      </div>
    </section>
  );
}

/** Scrolls a heading into sight below the sticky header (the page's scroll padding) if it is not. */
function bringClearOfHeader(heading: HTMLElement) {
  const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top, bottom } = heading.getBoundingClientRect();
  if (top < covered || bottom > window.innerHeight) heading.scrollIntoView({ block: 'start', behavior: 'instant' });
}

type StepProps = Omit<Parameters<typeof StepForm>[0], 'missing' | 'onMissing'>;

/** A step with the message for a missing answer, from the server (no JavaScript) or from the browser's own check. */
function StepWithMessage(props: StepProps) {
  const [missing, setMissing] = useState(props.state.missing !== undefined);
  return <StepForm {...props} missing={missing} onMissing={setMissing} />;
}
