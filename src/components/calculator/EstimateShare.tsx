'use client';

import { useTranslations } from 'next-intl';
import { notify } from '@/lib/browser/notify';
import { Button } from '@/components/ui/Button';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import styles from './Calculator.module.css';

/** The page's address is the estimate: copy it to keep or share it (the button needs JavaScript, the address does not). */
export function EstimateShare() {
  const t = useTranslations('Calculator.result');
  const canCopy = useBrowserValue(() => 'clipboard' in navigator, false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href.replace(/#.*$/, ''));
      notify({ message: t('copied'), severity: 'success' });
    } catch {
      notify({ message: t('copyFailed'), severity: 'error' });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="estimate-share">
      <h3 id="estimate-share">{t('shareHeading')}</h3>
      <p>{t('shareText')}</p>
      {canCopy && (
        <Button variant="secondary" onClick={copy}>
          {t('copyLink')}
        </Button>
      )}
    </section>
  );
}
