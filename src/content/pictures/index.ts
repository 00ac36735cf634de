import type { Locale } from '@/i18n/locales';
import { casinoAemScreens } from './case-studies/building-a-better-casino-experience-with-aem';
import { casinoAemDiagrams } from './case-studies/building-a-better-casino-experience-with-aem-diagrams';
import { productionDashboardPictures } from './case-studies/dashboard-for-optimizing-production-line/pictures';
import { eLearningPictures } from './case-studies/e-learning/pictures';
import { documentManagementPictures } from './case-studies/external-document-managment-system-dms';
import { thankYouPagesPictures } from './case-studies/how-we-turned-thank-you-pages-into-revenue-generators';
import { microFrontendPictures } from './case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering';
import { kycVerificationPictures } from './case-studies/saas-kyc-verification-process/pictures';
import { slotmagieScreens } from './case-studies/slotmagie';
import { slotmagieDiagrams } from './case-studies/slotmagie-diagrams';
import { homePictures } from './home';
import { svgDocument } from './kit';
import { serviceHeroPictures } from './service-heroes';
import { leadershipPortraits } from './people/leadership';
import type { Picture } from './types';

/** Every picture of the site by group; a picture's name is `group/picture`, and so is its file's path. */
const groups = {
  'case-studies/dashboard-for-optimizing-production-line': productionDashboardPictures,
  'case-studies/external-document-managment-system-dms': documentManagementPictures,
  'case-studies/how-we-turned-thank-you-pages-into-revenue-generators': thankYouPagesPictures,
  'case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering': microFrontendPictures,
  'case-studies/saas-kyc-verification-process': kycVerificationPictures,
  'case-studies/e-learning': eLearningPictures,
  services: serviceHeroPictures,
  'case-studies/building-a-better-casino-experience-with-aem': { ...casinoAemScreens, ...casinoAemDiagrams },
  'case-studies/slotmagie': { ...slotmagieScreens, ...slotmagieDiagrams },
  home: homePictures,
  people: leadershipPortraits,
} satisfies Record<string, Record<string, Picture>>;

type Groups = typeof groups;
export type PictureName = { [G in keyof Groups]: `${G}/${keyof Groups[G] & string}` }[keyof Groups];

export const pictures = Object.fromEntries(
  Object.entries(groups).flatMap(([group, members]) => Object.entries<Picture>(members).map(([name, picture]) => [`${group}/${name}`, picture])),
) as Record<PictureName, Picture>;

/** What a page needs to show a picture: its file, its size and what it shows. */
export interface PictureRef {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export function pictureRef(name: PictureName, locale: Locale): PictureRef {
  const { width, height, alt } = pictures[name];
  return { src: `/pictures/${locale}/${name}.svg`, width, height, alt: alt[locale] };
}

/** The file's content: the whole SVG document in one language. */
export function pictureFile(name: PictureName, locale: Locale): string {
  const picture = pictures[name];
  return svgDocument(picture.width, picture.height, picture.draw(locale));
}
