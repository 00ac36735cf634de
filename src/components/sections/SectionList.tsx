import { createElement, type ReactNode } from 'react';
import { jobOpenings } from '@/content/jobs';
import type { Action, Section as SectionContent } from '@/content/sections';
import { localePath, type RouteKey } from '@/i18n/routes';
import type { PageForms } from '@/components/forms/PageForms';
import { requireForms } from '@/components/forms/require-forms';
import { LatestPosts } from '@/components/blog/LatestPosts';
import { CalculatorCallout } from '@/components/calculator/CalculatorCallout';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CaseStudyCards } from './CaseStudyCards';
import { ContactChannels } from './ContactChannels';
import { CtaBand } from './CtaBand';
import { Enquiry } from './Enquiry';
import { Faq } from './Faq';
import { FeatureGrid } from './FeatureGrid';
import { JobOpenings } from './JobOpenings';
import { LinkCards } from './LinkCards';
import { Locations } from './Locations';
import { phaseWeeks } from './phase-weeks';
import { PhaseTimeline } from './PhaseTimeline';
import { PriceRanges } from './PriceRanges';
import { ProcessSteps } from './ProcessSteps';
import { Prose } from './Prose';
import { ReviewsSummary } from './ReviewsSummary';
import { Section } from './Section';
import { StatsStrip } from './StatsStrip';
import { TeamGrid } from './TeamGrid';
import { TechnologyStrip } from './TechnologyStrip';
import { Testimonial } from './Testimonial';
import { WhoAnswers } from './WhoAnswers';
import styles from './SectionList.module.css';
import type { Locale } from '@/i18n/locales';

/** Renders a page body: each typed section with its component. */
export function SectionList({
  sections,
  locale,
  routeKey,
  forms,
}: {
  sections: SectionContent[];
  locale: Locale;
  routeKey: RouteKey;
  forms?: PageForms;
}) {
  return sections.map((section) => {
    const frame = { id: section.id, heading: 'heading' in section ? section.heading : '', picture: section.picture };
    const intro = 'intro' in section ? section.intro : undefined;
    const calculator = 'calculator' in section && section.calculator ? <CalculatorCallout {...section.calculator} /> : null;
    switch (section.type) {
      case 'prose':
        return (
          <Section key={section.id} {...frame}>
            <Prose paragraphs={section.paragraphs} />
          </Section>
        );
      case 'features':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <WithLink link={section.link}>
              <FeatureGrid items={section.items} />
            </WithLink>
          </Section>
        );
      case 'process': {
        const weeks = phaseWeeks(section.steps);
        return (
          <Section key={section.id} {...frame} intro={intro} tone="muted">
            {weeks && <PhaseTimeline weeks={weeks} />}
            <WithLink link={section.link}>
              <ProcessSteps steps={section.steps} />
            </WithLink>
          </Section>
        );
      }
      case 'stats':
        return (
          <Section key={section.id} {...frame} intro={intro} tone="night">
            <StatsStrip items={section.items} />
          </Section>
        );
      case 'technologies':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <div className={styles.stack}>
              {section.paragraphs && <Prose paragraphs={section.paragraphs} />}
              {section.pages && <LinkCards routeKeys={section.pages} locale={locale} />}
              <TechnologyStrip items={section.items} />
            </div>
            {section.link && (
              <ButtonLink href={section.link.href} hash={section.link.hash} variant="secondary">
                {section.link.label}
              </ButtonLink>
            )}
          </Section>
        );
      case 'testimonial':
        return <Testimonial key={section.id} quote={section.quote} author={section.author} role={section.role} />;
      case 'case-studies':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <CaseStudyCards routeKeys={section.items} locale={locale} />
          </Section>
        );
      case 'links':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <WithLink link={section.link}>
              <LinkCards routeKeys={section.items} locale={locale} />
            </WithLink>
            {calculator}
          </Section>
        );
      case 'faq':
        return (
          <Section key={section.id} {...frame}>
            <Faq items={section.items} />
            {calculator}
          </Section>
        );
      case 'team':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <TeamGrid members={section.members} />
          </Section>
        );
      case 'locations':
        return (
          <Section key={section.id} {...frame} intro={intro} tone="muted">
            <Locations items={section.items} />
          </Section>
        );
      case 'reviews':
        return (
          <Section key={section.id} {...frame} tone="muted">
            <ReviewsSummary text={section.text} />
          </Section>
        );
      case 'jobs':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <JobOpenings jobs={jobOpenings} locale={locale} page={localePath(routeKey, locale)} forms={requireForms(forms, routeKey)} />
          </Section>
        );
      case 'contact-channels':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <ContactChannels />
          </Section>
        );
      case 'contact-form':
        return (
          <Section
            key={section.id}
            {...frame}
            intro={intro}
            aside={section.answeredBy && <WhoAnswers id={`${section.id}-who-answers`} answers={section.answeredBy} />}
          >
            <Enquiry calculator={section.calculator} form={createElement(requireForms(forms, routeKey).ContactForm, { locale, page: localePath(routeKey, locale) })} />
          </Section>
        );
      case 'pricing':
        return (
          <Section key={section.id} {...frame} intro={intro} tone="muted">
            <PriceRanges items={section.items} />
            {calculator}
          </Section>
        );
      case 'latest-posts':
        return (
          <Section key={section.id} {...frame} intro={intro}>
            <WithLink link={section.link}>
              <LatestPosts locale={locale} />
            </WithLink>
          </Section>
        );
      case 'cta':
        return <CtaBand key={section.id} {...section} />;
    }
  });
}

/** A section's content and, when it has one, the link that leads on from it, below it. */
function WithLink({ link, children }: { link?: Action; children: ReactNode }) {
  if (!link) return children;
  return (
    <div className={styles.stack}>
      {children}
      <div>
        <ButtonLink href={link.href} hash={link.hash} variant="secondary">
          {link.label}
        </ButtonLink>
      </div>
    </div>
  );
}
