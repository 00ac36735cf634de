/**
 * The environment files the production server reads (`.env`, `.env.production`, `.env.local`,
 * `.env.production.local` in the folder it runs in), read by the same code (Next.js's own loader) before anything
 * reads the environment: import this first. Variables already set win, as they do for `npm start`.
 */
import { loadEnvConfig } from '@next/env';

// Which files were read goes to standard error, so that an export to standard output stays a clean CSV.
loadEnvConfig(process.cwd(), false, { info: (...lines: unknown[]) => console.error(...lines), error: console.error });
