/**
 * The server environment, read and validated in one place. Nothing else reads
 * process.env. Variables are documented in .env.example.
 */
import { z } from 'zod';

const schema = z
  .object({
    APP_ENV: z.enum(['development', 'staging', 'production']).default('development'),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'development' && !env.SITE_URL) {
      ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: `is required when APP_ENV=${env.APP_ENV}` });
    }
  });

export type ServerEnv = {
  appEnv: 'development' | 'staging' | 'production';
  /** Origin for absolute links (canonical, hreflang, sitemap, Open Graph), without a trailing slash. */
  siteUrl: string;
};

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment (see .env.example):\n${problems.join('\n')}`);
  }
  const { APP_ENV, SITE_URL } = result.data;
  return {
    appEnv: APP_ENV,
    siteUrl: new URL(SITE_URL ?? `http://localhost:${source.PORT ?? 3000}`).origin,
  };
}

export const serverEnv = parseServerEnv(process.env);
