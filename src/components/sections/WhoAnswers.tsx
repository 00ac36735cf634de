import { getTranslations } from 'next-intl/server';
import { contactPoints, phoneHref } from '@/config/contact';
import type { WhoAnswers as WhoAnswersContent } from '@/content/sections';
import { Picture } from '@/components/ui/Picture';
import { NextSteps } from './NextSteps';
import styles from './WhoAnswers.module.css';

/** Beside the contact form: the person who answers it, how to call, when the reply comes and what happens next. */
export async function WhoAnswers({ id, answers }: { id: string; answers: WhoAnswersContent }) {
  const t = await getTranslations('Contact');
  const { person } = answers;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.heading}>
        {answers.heading}
      </h3>
      <div className={styles.person}>
        {person.portrait && <Picture picture={{ ...person.portrait, alt: '' }} className={styles.portrait} />}
        <p>
          <strong className={styles.name}>{person.name}</strong>
          <span className={styles.role}>{person.role}</span>
        </p>
      </div>
      <p>{answers.text}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={phoneHref}>{contactPoints.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{answers.replyLabel}</dt>
          <dd>{answers.reply}</dd>
        </div>
      </dl>
      <div className={styles.steps}>
        <h4 className={styles.stepsHeading}>{answers.stepsHeading}</h4>
        <NextSteps steps={answers.steps} />
      </div>
    </section>
  );
}
