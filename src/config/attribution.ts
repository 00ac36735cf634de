/**
 * The campaign parameters a lead keeps, so that the agency sees which campaign or landing page brought an enquiry:
 * the five UTM parameters, and the click ids of the advertising the site's tag manager runs (Google Analytics and
 * Ads: `gclid`, `gbraid`, `wbraid`; LinkedIn: `li_fat_id`). Microsoft's `msclkid` and Meta's `fbclid` are left out
 * on purpose: the site runs no tags of theirs, so their ids would be identifiers kept for nothing (a link shared on
 * Facebook carries `fbclid` without any campaign behind it). Add a vendor's id here when its tag is added.
 */
export const attributionParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'li_fat_id',
] as const;

export type AttributionParameter = (typeof attributionParameters)[number];

/** The longest parameter value kept; a longer one is dropped rather than cut, so a kept value is always whole. */
export const attributionValueMaxLength = 200;
/** The longest landing path kept. */
export const landingPathMaxLength = 200;
