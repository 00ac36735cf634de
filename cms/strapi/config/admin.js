'use strict';

/**
 * Strapi 5's admin configuration, with the site's preview: the Content Manager's "Open preview" shows a post as last
 * saved on the site itself, in a frame, through the site's preview link (its /api/preview). Replaces the config/admin.js
 * that `create-strapi` 5.54 writes, whose settings it keeps as they were. Strapi v4 has no preview button: there an
 * editor opens the same link by hand (README, "Connect your Strapi").
 *   CLIENT_URL       the site's address, such as https://www.kovalent.software
 *   PREVIEW_SECRET   the site's CONTENT_PREVIEW_SECRET
 * Without either, the preview button stays hidden.
 */
const previewable = ['api::post.post'];

module.exports = ({ env }) => {
  const site = env('CLIENT_URL') ? new URL(env('CLIENT_URL')).origin : undefined;
  const secret = env('PREVIEW_SECRET');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: {
      nps: env.bool('FLAG_NPS', true),
      promoteEE: env.bool('FLAG_PROMOTE_EE', true),
      docLinks: env.bool('FLAG_DOC_LINKS', true),
    },
    preview: {
      enabled: Boolean(site && secret),
      config: {
        // The admin's own Content-Security-Policy lets it frame the site.
        allowedOrigins: site ? [site] : [],
        /**
         * The preview link of a post in the language shown, which shows the version last saved. The published version
         * has none: it is on the site itself.
         */
        async handler(uid, { documentId, locale, status }) {
          if (!previewable.includes(uid) || status === 'published') return null;
          const post = await strapi.documents(uid).findOne({ documentId, locale, status: 'draft', fields: ['slug', 'locale'] });
          if (!post || !post.slug) return null;
          return `${site}/api/preview?${new URLSearchParams({ secret, locale: post.locale, slug: post.slug })}`;
        },
      },
    },
  };
};
