'use client';

import { useLocale, useTranslations } from 'next-intl';
import { describeFigures } from '@/lib/calculator/describe';
import { estimateMvpCost } from '@/lib/calculator/estimate';
import { answersQuery, completeAnswers, parseAnswers } from '@/lib/calculator/wizard-state';
import { Button } from '@/components/ui/Button';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import styles from './Forms.module.css';
import type { Locale } from '@/i18n/locales';

const fromAddress = () => new URLSearchParams(window.location.search).get('estimate') ?? '';

/**
 * An estimate from the calculator, brought along by its "book a call" link (`?estimate=` with the answers): shown
 * above the message and sent with the enquiry, unless the visitor removes it (the form then no longer shows it). The
 * page itself stays static.
 */
export function EstimateAttachment({ initial = '', onRemove }: { initial?: string; onRemove: () => void }) {
  const t = useTranslations('Calculator');
  const locale = useLocale() as Locale;
  const query = useBrowserValue(() => initial || fromAddress(), initial);
  const answers = completeAnswers(parseAnswers(new URLSearchParams(query)));
  if (!answers) return null;
  const { cost, weeks } = describeFigures(t, estimateMvpCost(answers), locale);

  return (
    <div className={`${styles.attachment} ${styles.wide}`}>
      <input type="hidden" name="estimate" value={answersQuery(answers)} />
      <p>
        <strong>{t('attachment.label')}:</strong> {t('attachment.summary', { cost, weeks })}
      </p>
      <Button variant="ghost" onClick={onRemove}>
        {t('attachment.remove')}
      </Button>
    </div>
  );
}
