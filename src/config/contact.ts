/**
 * The company facts that client code shows (the error pages, a failed form, the reviews badge), kept apart from
 * the rest of `site.ts`, which includes them, so that the browser receives only these.
 */
export const contactPoints = { phone: '+49 30 5683 9410', email: 'hello@kovalent.software' } as const;

/** The phone number as a `tel:` link. */
export const phoneHref = `tel:${contactPoints.phone.replace(/\s/g, '')}`;

/** The third-party reviews widget (Clutch): its script, and the id that selects our profile. */
export const reviewsWidget = {
  widgetId: 'kovalent-reviews-7f3a9c',
  widgetOrigin: 'https://widget.clutch.co',
  widgetScript: 'https://widget.clutch.co/static/js/widget.js',
} as const;
