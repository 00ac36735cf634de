import type { EnquiryFollowUp as FollowUp } from '@/lib/leads/follow-up';
import { CaseStudyCardList } from '@/components/sections/CaseStudyCardList';
import { NextSteps } from '@/components/sections/NextSteps';
import { LinkLine } from '@/components/ui/LinkLine';
import styles from './Forms.module.css';

/**
 * What follows a sent enquiry: the next steps, two case studies and the calculator. The result page renders it on the
 * server (without JavaScript); a form sent with JavaScript shows it under its thanks. A page has one contact form, so
 * the ids are fixed.
 */
export function EnquiryFollowUp({ followUp, headingLevel }: { followUp: FollowUp; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.followUp} data-follow-up>
      <section aria-labelledby="follow-up-steps" className={styles.followUpPart}>
        <Heading id="follow-up-steps" className={styles.followUpHeading}>
          {followUp.stepsHeading}
        </Heading>
        <NextSteps steps={followUp.steps} />
      </section>
      <section aria-labelledby="follow-up-case-studies" className={styles.followUpPart}>
        <Heading id="follow-up-case-studies" className={styles.followUpHeading}>
          {followUp.caseStudiesHeading}
        </Heading>
        <CaseStudyCardList cards={followUp.caseStudies} headingLevel={headingLevel === 2 ? 3 : 4} />
      </section>
      <LinkLine {...followUp.calculator} className={styles.followUpLink} />
    </div>
  );
}
