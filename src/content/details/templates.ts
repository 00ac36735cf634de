/**
 * One template per kind of detail page: each turns a page's structure and words into its body, with the headings
 * and calls to action every page of that kind shares (src/content/words/<locale>/templates/). Links back (from a
 * technology or a case study to the services that name it) are derived here, so they cannot drift apart.
 */
import type caseStudyOriginal from '@/content/words/en/templates/case-study.json';
import type serviceOriginal from '@/content/words/en/templates/service.json';
import type technologyOriginal from '@/content/words/en/templates/technology.json';
import { localizedWords } from '@/content/localized-words';
import { pageCopy } from '@/content/page-copy';
import { pictureRef, type PictureRef } from '@/content/pictures';
import { typeset } from '@/common/typeset';
import { composeBody, type BodyStructure } from '@/content/page-structure';
import type { PageBody } from '@/content/sections';
import { withTemplate } from '@/content/words';
import type { RouteKeyOfKind } from '@/i18n/routes';
import { caseStudyDetails, serviceDetails, technologyDetails } from './index';
import type { Locale } from '@/i18n/locales';

type ServiceKey = RouteKeyOfKind<'service'>;
type TechnologyKey = RouteKeyOfKind<'technology'>;
type CaseStudyKey = RouteKeyOfKind<'case-study'>;

const serviceKeys = Object.keys(serviceDetails) as ServiceKey[];
const caseStudyKeys = Object.keys(caseStudyDetails) as CaseStudyKey[];

const templates = {
  service: localizedWords<typeof serviceOriginal>('templates/service'),
  technology: localizedWords<typeof technologyOriginal>('templates/technology'),
  caseStudy: localizedWords<typeof caseStudyOriginal>('templates/case-study'),
};

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
  const { technologies, caseStudies, tools, icons, picture, calculator, words } = serviceDetails[key];
  const structure: BodyStructure = {
    hero: { primary: { href: key, hash: 'enquiry' }, secondary: { href: key, hash: 'case-studies' }, picture },
    sections: [
      { type: 'features', id: 'problems', icons: icons.problems },
      { type: 'features', id: 'deliverables', icons: icons.deliverables },
      { type: 'process', id: 'engagement', link: { href: '/how-we-work', hash: 'proof' } },
      { type: 'technologies', id: 'technologies', pages: technologies, items: tools },
      { type: 'case-studies', id: 'case-studies', items: caseStudies },
      { type: 'faq', id: 'faq', calculator },
    ],
  };
  return composeBody(key, locale, structure, withTemplate(templates.service[locale], words[locale]));
}

export function technologyBody(key: TechnologyKey, locale: Locale): PageBody {
  const { experience, ecosystem, icons, words } = technologyDetails[key];
  const number = new Intl.NumberFormat(locale);
  const structure: BodyStructure = {
    hero: { primary: { href: '/contact' }, secondary: { href: key, hash: 'services' } },
    sections: [
      { type: 'prose', id: 'why' },
      { type: 'features', id: 'builds', icons: icons.builds },
      { type: 'technologies', id: 'ecosystem', items: ecosystem },
      { type: 'stats', id: 'experience' },
      { type: 'links', id: 'services', items: servicesLinkingTo(key) },
      { type: 'case-studies', id: 'case-studies', items: caseStudiesUsing(key) },
      { type: 'faq', id: 'faq' },
      { type: 'cta', id: 'contact', primary: { href: '/contact' }, secondary: { href: '/collaboration-models/dedicated-team' } },
    ],
  };
  return composeBody(key, locale, structure, withTemplate(templates.technology[locale], words[locale]), {
    name: pageCopy(key, locale).label,
    since: String(experience.since),
    engineers: number.format(experience.engineers),
    projects: number.format(experience.projects),
  });
}

export function caseStudyBody(key: CaseStudyKey, locale: Locale): PageBody {
  const { technologies, stack, icons, pictures, words } = caseStudyDetails[key];
  const index = caseStudyKeys.indexOf(key);
  const more = [1, 2].map((step) => caseStudyKeys[(index + step) % caseStudyKeys.length] as CaseStudyKey);
  const structure: BodyStructure = {
    hero: { primary: { href: '/contact' }, secondary: { href: '/case-studies' }, picture: pictures.cover },
    sections: [
      { type: 'prose', id: 'client' },
      { type: 'prose', id: 'challenge' },
      { type: 'features', id: 'solution', icons: icons.solution, picture: pictures.solution },
      { type: 'technologies', id: 'architecture', items: stack, picture: pictures.architecture },
      { type: 'stats', id: 'results', picture: pictures.results },
      { type: 'process', id: 'timeline' },
      { type: 'testimonial', id: 'quote' },
      { type: 'links', id: 'related', items: [...servicesLinkingTo(key), ...technologies] },
      { type: 'case-studies', id: 'more', items: more },
      { type: 'cta', id: 'contact', primary: { href: '/contact' }, secondary: { href: '/case-studies' } },
    ],
  };
  return composeBody(key, locale, structure, withTemplate(templates.caseStudy[locale], words[locale]));
}

/** What a card linking to a case study shows: its label, the client's industry, the headline result and the cover. */
export interface CaseStudyCard {
  label: string;
  industry: string;
  result: string;
  cover: PictureRef;
}

export function caseStudyCard(key: CaseStudyKey, locale: Locale): CaseStudyCard {
  const { pictures, words } = caseStudyDetails[key];
  return {
    label: pageCopy(key, locale).label,
    ...typeset(words[locale].card),
    cover: pictureRef(pictures.cover, locale),
  };
}
