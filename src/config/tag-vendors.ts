/**
 * Where the tags the tag manager loads may load from and send to, by the Content-Security-Policy directive each
 * needs, as the vendors' own CSP guides list them: Google Analytics and LinkedIn's Insight Tag, the tags the site
 * runs today. An operator replaces a directive's list with TAG_SCRIPT_SRC, TAG_CONNECT_SRC, TAG_IMG_SRC or
 * TAG_FRAME_SRC (.env.example); the tag manager's own origin is always allowed with a container.
 */
export const tagManagerOrigin = 'https://*.googletagmanager.com';

export const defaultTagSources = {
  script: ['https://snap.licdn.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://px.ads.linkedin.com'],
  img: ['https://*.google-analytics.com', 'https://px.ads.linkedin.com'],
  frame: [],
} satisfies Record<string, string[]>;

export type TagSources = Record<keyof typeof defaultTagSources, string[]>;
