/**
 * The campaign parameters a lead keeps, so that the agency sees which campaign or landing page brought an enquiry.
 * The five UTM parameters name a campaign and say nothing about who clicked: every lead keeps those of the page it
 * was sent from.
 */
export const campaignParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * The click ids of the advertising the site's tag manager runs (Google Analytics and Ads: `gclid`, `gbraid`,
 * `wbraid`; LinkedIn: `li_fat_id`). Each stands for one click and serves to match a lead with the ad platform's
 * records, so a lead keeps them only where Marketing is allowed, as the tags that set them are. Microsoft's `msclkid`
 * and Meta's `fbclid` are left out: the site runs no tags of theirs (and a link shared on Facebook carries `fbclid`
 * without any campaign behind it). Add a vendor's id here when its tag is added.
 */
const clickIdParameters = ['gclid', 'gbraid', 'wbraid', 'li_fat_id'] as const;

export const attributionParameters = [...campaignParameters, ...clickIdParameters] as const;

export type AttributionParameter = (typeof attributionParameters)[number];

/** The longest parameter value kept; a longer one is dropped rather than cut, so a kept value is always whole. */
export const attributionValueMaxLength = 200;
/** The longest landing path kept. */
export const landingPathMaxLength = 200;
