import { siteConfig } from '@/config/site';

/** The offices as a locations section lists them, from the site config. */
export const offices = siteConfig.offices.map(({ city, street, postalCode }) => ({ city, address: `${street}, ${postalCode} ${city}` }));
