'use client';

import { useLocale, useTranslations } from 'next-intl';
import { describeFigures } from '@/lib/calculator/describe';
import { estimateMvpCost } from '@/lib/calculator/estimate';
import { completeAnswers, parseAnswers } from '@/lib/calculator/wizard-state';
import { Button } from '@/components/ui/Button';
import styles from './Forms.module.css';
import type { Locale } from '@/i18n/locales';

/**
 * An estimate from the calculator, brought along by its "review this estimate with an engineer" link (`?estimate=`
 * with the answers): shown above the message, with a way to remove it from the enquiry (the contact form sends its
 * answers). The page itself stays static.
 */
/** `query`: a complete set of answers. */
export function EstimateAttachment({ query, onRemove }: { query: string; onRemove: () => void }) {
  const t = useTranslations('Calculator');
  const locale = useLocale() as Locale;
  const answers = completeAnswers(parseAnswers(new URLSearchParams(query)));
  if (!answers) return null;
  const { cost, weeks } = describeFigures(t, estimateMvpCost(answers), locale);

  return (
    <div className={`${styles.attachment} ${styles.wide}`}>
      <p>
        <strong>{t('attachment.label')}:</strong> {t('attachment.summary', { cost, weeks })}
      </p>
      <Button variant="ghost" onClick={onRemove}>
        {t('attachment.remove')}
      </Button>
    </div>
  );
}
