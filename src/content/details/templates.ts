/**
 * One template per kind of detail page: each turns a page's typed content into the sections of its body,
 * with the headings and calls to action every page of that kind shares. Links back (from a technology or a
 * case study to the services that name it) are derived here, so they cannot drift apart.
 */
import { pageCopy } from '@/content/page-copy';
import type { PageBody } from '@/content/sections';
import type { RouteKeyOfKind } from '@/i18n/routes';
import { caseStudyDetails, serviceDetails, technologyDetails } from './index';
import type { Locale } from '@/i18n/locales';

type ServiceKey = RouteKeyOfKind<'service'>;
type TechnologyKey = RouteKeyOfKind<'technology'>;
type CaseStudyKey = RouteKeyOfKind<'case-study'>;

const serviceKeys = Object.keys(serviceDetails) as ServiceKey[];
const caseStudyKeys = Object.keys(caseStudyDetails) as CaseStudyKey[];

const headings = {
  en: {
    problems: 'Problems we solve',
    deliverables: 'What we deliver',
    engagement: 'How an engagement runs',
    tools: 'Technologies and tools',
    caseStudies: 'Related case studies',
    faq: 'Frequently asked questions',
    requestProposal: 'Request a proposal',
    seeCaseStudies: 'See related case studies',
    why: (name: string) => `Why we use ${name}`,
    builds: (name: string) => `What we build with ${name}`,
    ecosystem: 'Ecosystem and tools',
    experience: (name: string) => `Our ${name} experience in figures`,
    since: 'year of our first production project',
    engineers: 'engineers who work with it regularly',
    projects: 'projects delivered with it',
    servicesWith: (name: string) => `Services with ${name}`,
    caseStudiesWith: (name: string) => `Case studies with ${name}`,
    questionsAbout: (name: string) => `Questions about ${name}`,
    technologyCta: (name: string) => `Looking for a ${name} team?`,
    technologyCtaText:
      'Describe what you are building and where you stand. One of our engineers replies within one business day with the people we would put on it and how soon they could start.',
    discuss: 'Discuss your project',
    dedicatedTeam: 'How a dedicated team works',
    client: 'The client',
    challenge: 'The challenge',
    solution: 'Our solution',
    architecture: 'Architecture and stack',
    results: 'Results',
    timeline: 'Timeline and team',
    inThisProject: 'Services and technologies in this project',
    moreCaseStudies: 'More case studies',
    previous: (label: string) => `Previous case study: ${label}`,
    next: (label: string) => `Next case study: ${label}`,
    caseStudyCta: 'Planning something similar?',
    caseStudyCtaText:
      'Describe your situation in a few sentences. We reply within one business day, tell you whether we are the right team for it, and outline how we would approach it.',
    allCaseStudies: 'All case studies',
  },
  de: {
    problems: 'Welche Probleme wir lösen',
    deliverables: 'Was wir liefern',
    engagement: 'So läuft die Zusammenarbeit',
    tools: 'Technologien und Werkzeuge',
    caseStudies: 'Passende Fallstudien',
    faq: 'Häufige Fragen',
    requestProposal: 'Angebot anfragen',
    seeCaseStudies: 'Passende Fallstudien ansehen',
    why: (name: string) => `Warum wir ${name} einsetzen`,
    builds: (name: string) => `Was wir mit ${name} bauen`,
    ecosystem: 'Ökosystem und Werkzeuge',
    experience: (name: string) => `Unsere Erfahrung mit ${name} in Zahlen`,
    since: 'Jahr unseres ersten Projekts im Produktivbetrieb',
    engineers: 'Entwicklerinnen und Entwickler arbeiten regelmäßig damit',
    projects: 'abgeschlossene Projekte damit',
    servicesWith: (name: string) => `Leistungen mit ${name}`,
    caseStudiesWith: (name: string) => `Fallstudien mit ${name}`,
    questionsAbout: (name: string) => `Fragen zu ${name}`,
    technologyCta: (name: string) => `Sie suchen ein Team für ${name}?`,
    technologyCtaText:
      'Beschreiben Sie kurz, was Sie bauen und wo Sie stehen. Innerhalb eines Werktags antwortet Ihnen jemand aus unserem Entwicklungsteam und nennt Ihnen die Personen, die wir einsetzen würden, und wann sie anfangen könnten.',
    discuss: 'Projekt besprechen',
    dedicatedTeam: 'So arbeitet ein dediziertes Team',
    client: 'Der Kunde',
    challenge: 'Die Herausforderung',
    solution: 'Unsere Lösung',
    architecture: 'Architektur und Technologie-Stack',
    results: 'Ergebnisse',
    timeline: 'Zeitplan und Team',
    inThisProject: 'Leistungen und Technologien in diesem Projekt',
    moreCaseStudies: 'Weitere Fallstudien',
    previous: (label: string) => `Vorherige Fallstudie: ${label}`,
    next: (label: string) => `Nächste Fallstudie: ${label}`,
    caseStudyCta: 'Sie planen etwas Ähnliches?',
    caseStudyCtaText:
      'Beschreiben Sie Ihre Ausgangslage in ein paar Sätzen. Wir antworten innerhalb eines Werktags, sagen Ihnen, ob wir das richtige Team dafür sind, und skizzieren, wie wir vorgehen würden.',
    allCaseStudies: 'Alle Fallstudien',
  },
} satisfies Record<Locale, unknown>;

/** Services whose page names this technology or case study: the links back. */
export function servicesLinkingTo(key: TechnologyKey | CaseStudyKey): ServiceKey[] {
  return serviceKeys.filter((service) => {
    const detail = serviceDetails[service];
    return (detail.technologies as string[]).includes(key) || (detail.caseStudies as string[]).includes(key);
  });
}

export function caseStudiesUsing(technology: TechnologyKey): CaseStudyKey[] {
  return caseStudyKeys.filter((key) => caseStudyDetails[key].technologies.includes(technology));
}

export function serviceBody(key: ServiceKey, locale: Locale): PageBody {
  const { technologies, caseStudies, tools, text } = serviceDetails[key];
  const h = headings[locale];
  const { problems, deliverables, engagement, toolsIntro, faq } = text[locale];
  return {
    hero: {
      primary: { label: h.requestProposal, href: key, hash: 'enquiry' },
      secondary: { label: h.seeCaseStudies, href: key, hash: 'case-studies' },
    },
    sections: [
      { type: 'features', id: 'problems', heading: h.problems, ...problems },
      { type: 'features', id: 'deliverables', heading: h.deliverables, ...deliverables },
      { type: 'process', id: 'engagement', heading: h.engagement, intro: engagement.intro, steps: engagement.items },
      { type: 'technologies', id: 'technologies', heading: h.tools, intro: toolsIntro, pages: technologies, items: tools },
      { type: 'case-studies', id: 'case-studies', heading: h.caseStudies, items: caseStudies },
      { type: 'faq', id: 'faq', heading: h.faq, items: faq },
    ],
  };
}

export function technologyBody(key: TechnologyKey, locale: Locale): PageBody {
  const { experience, ecosystem, text } = technologyDetails[key];
  const h = headings[locale];
  const name = pageCopy(key, locale).label;
  const { why, builds, ecosystemIntro, faq } = text[locale];
  const number = new Intl.NumberFormat(locale);
  return {
    hero: {
      primary: { label: h.discuss, href: '/contact' },
      secondary: { label: h.servicesWith(name), href: key, hash: 'services' },
    },
    sections: [
      { type: 'prose', id: 'why', heading: h.why(name), paragraphs: why },
      { type: 'features', id: 'builds', heading: h.builds(name), ...builds },
      { type: 'technologies', id: 'ecosystem', heading: h.ecosystem, intro: ecosystemIntro, items: ecosystem },
      {
        type: 'stats',
        id: 'experience',
        heading: h.experience(name),
        intro: text[locale].experience,
        items: [
          { value: String(experience.since), label: h.since },
          { value: number.format(experience.engineers), label: h.engineers },
          { value: `${number.format(experience.projects)}+`, label: h.projects },
        ],
      },
      { type: 'links', id: 'services', heading: h.servicesWith(name), items: servicesLinkingTo(key) },
      { type: 'case-studies', id: 'case-studies', heading: h.caseStudiesWith(name), items: caseStudiesUsing(key) },
      { type: 'faq', id: 'faq', heading: h.questionsAbout(name), items: faq },
      {
        type: 'cta',
        id: 'contact',
        heading: h.technologyCta(name),
        text: h.technologyCtaText,
        primary: { label: h.discuss, href: '/contact' },
        secondary: { label: h.dedicatedTeam, href: '/collaboration-models/dedicated-team' },
      },
    ],
  };
}

export function caseStudyBody(key: CaseStudyKey, locale: Locale): PageBody {
  const { technologies, stack, text } = caseStudyDetails[key];
  const h = headings[locale];
  const { client, challenge, solution, architecture, results, timeline, quote } = text[locale];
  const index = caseStudyKeys.indexOf(key);
  const previous = caseStudyKeys.at(index - 1) ?? key;
  const next = caseStudyKeys[(index + 1) % caseStudyKeys.length] ?? key;
  return {
    hero: {
      primary: { label: h.discuss, href: '/contact' },
      secondary: { label: h.allCaseStudies, href: '/case-studies' },
    },
    sections: [
      { type: 'prose', id: 'client', heading: h.client, paragraphs: client },
      { type: 'prose', id: 'challenge', heading: h.challenge, paragraphs: challenge },
      { type: 'features', id: 'solution', heading: h.solution, ...solution },
      {
        type: 'technologies',
        id: 'architecture',
        heading: h.architecture,
        paragraphs: architecture,
        items: stack,
      },
      { type: 'stats', id: 'results', heading: h.results, ...results },
      { type: 'process', id: 'timeline', heading: h.timeline, intro: timeline.intro, steps: timeline.items },
      { type: 'testimonial', id: 'quote', quote: quote.text, author: quote.author, role: quote.role },
      { type: 'links', id: 'related', heading: h.inThisProject, items: [...servicesLinkingTo(key), ...technologies] },
      {
        type: 'pager',
        id: 'more',
        heading: h.moreCaseStudies,
        previous: { label: h.previous(pageCopy(previous, locale).label), href: previous },
        next: { label: h.next(pageCopy(next, locale).label), href: next },
      },
      {
        type: 'cta',
        id: 'contact',
        heading: h.caseStudyCta,
        text: h.caseStudyCtaText,
        primary: { label: h.discuss, href: '/contact' },
        secondary: { label: h.allCaseStudies, href: '/case-studies' },
      },
    ],
  };
}
