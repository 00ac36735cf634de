import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { jobText, jobTitle } from '@/content/jobs';
import type { JobOpening } from '@/content/types';
import { formatEuros } from '@/i18n/format';
import { jobPostingJsonLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import type { PageForms } from '@/components/forms/PageForms';
import styles from './JobOpenings.module.css';
import type { Locale } from '@/i18n/locales';

/** Every open position with its own anchor, details and JobPosting structured data. */
export async function JobOpenings({ jobs, locale, page, forms: { ApplicationForm } }: { jobs: JobOpening[]; locale: Locale; page: string; forms: PageForms }) {
  const t = await getTranslations('Jobs');

  return (
    <div className={styles.jobs}>
      {jobs.map((job) => {
        const text = jobText(job, locale);
        const list = (heading: string, items: string[]) => (
          <>
            <h4 className={styles.listHeading}>{heading}</h4>
            <ul className={styles.list}>
              {items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </>
        );
        return (
          <article key={job.id} id={job.id} aria-labelledby={`${job.id}-title`} className={styles.job}>
            <p className={styles.team}>{text.team}</p>
            <h3 id={`${job.id}-title`} className={styles.title}>
              {jobTitle(job, locale)}
            </h3>
            <ul className={styles.facts}>
              <li>{t(job.remoteInGermany ? 'locationRemote' : 'location', { office: job.office })}</li>
              <li>{t(job.employmentType === 'FULL_TIME' ? 'fullTime' : 'partTime')}</li>
              <li>{t('salary', { min: formatEuros(job.salary.min, locale), max: formatEuros(job.salary.max, locale) })}</li>
            </ul>
            <p className={styles.summary}>{text.summary}</p>
            <details className={styles.details}>
              <summary>{t('details')}</summary>
              {list(t('responsibilities'), text.responsibilities)}
              {list(t('requirements'), text.requirements)}
              {list(t('niceToHave'), text.niceToHave)}
            </details>
            <details className={styles.apply}>
              <summary className={styles.applySummary}>{t('apply')}</summary>
              <ApplicationForm locale={locale} page={page} position={{ id: job.id, title: jobTitle(job, locale) }} />
              <p className={styles.applyByEmail}>
                <a href={`mailto:${siteConfig.careersEmail}?subject=${encodeURIComponent(text.title)}`}>
                  {t('applyByEmail', { email: siteConfig.careersEmail })}
                </a>
              </p>
            </details>
            <JsonLd data={jobPostingJsonLd(job, locale)} />
          </article>
        );
      })}
    </div>
  );
}
