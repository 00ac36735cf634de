import { contactPoints, reviewsWidget } from './contact';

/** The agency's public reviews profile: where the rating comes from, linked wherever the site quotes it. */
const reviewsProfile = 'https://clutch.co/profile/kovalent-software';

/**
 * Every company fact the site shows, in one typed place (those client code shows come from `contact.ts`).
 * The agency replaces these placeholder values here and there, and nowhere else.
 */
export const siteConfig = {
  name: 'Kovalent Software',
  legalName: 'Kovalent Software GmbH',
  legalForm: 'GmbH',
  foundingYear: 2015,
  address: {
    street: 'Schlesische Straße 27',
    postalCode: '10997',
    city: 'Berlin',
    country: 'DE',
  },
  offices: [
    { city: 'Berlin', street: 'Schlesische Straße 27', postalCode: '10997', headOffice: true },
    { city: 'Leipzig', street: 'Karl-Liebknecht-Straße 9', postalCode: '04107', headOffice: false },
  ],
  businessHours: 'Mo-Fr 09:00-18:00',
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 168452 B',
  vatId: 'DE312845790',
  /** Each with the grammatical gender its title takes in languages that decline it (grammar.json: "die Geschäftsführerin"). */
  managingDirectors: [
    { name: 'Lena Hartmann', grammaticalGender: 'feminine' },
    { name: 'Daniel Okafor', grammaticalGender: 'masculine' },
  ],
  /** Who answers privacy requests, where the site runs, and the authority a visitor can complain to. */
  privacy: {
    email: 'privacy@kovalent.software',
    /** Required in Germany once 20 people regularly process personal data (§ 38 BDSG). */
    dataProtectionOfficer: { name: 'Sabine Krüger', email: 'dpo@kovalent.software', phone: '+49 30 5683 9419' },
    hosting: { name: 'Hetzner Online GmbH', address: 'Industriestraße 25, 91710 Gunzenhausen, Germany' },
    supervisoryAuthority: {
      name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
      address: 'Alt-Moabit 59–61, 10555 Berlin',
      url: 'https://www.datenschutz-berlin.de',
    },
  },
  ...contactPoints,
  careersEmail: 'jobs@kovalent.software',
  social: {
    linkedin: 'https://www.linkedin.com/company/kovalent-software',
    github: 'https://github.com/kovalent-software',
    clutch: reviewsProfile,
  },
  reviews: {
    overallRating: 4.8,
    numberOfReviews: 115,
    profileUrl: reviewsProfile,
    ...reviewsWidget,
  },
  /** Token for the search-console site-verification meta tag. */
  siteVerification: 'kvl-3c9e1f0b7a2d4e8f',
} as const;


export const managingDirectorNames = siteConfig.managingDirectors.map((director) => director.name);

/** The overall rating as the visitor's language writes it ("4.8", "4,8"). */
export function formatRating(locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(siteConfig.reviews.overallRating);
}
