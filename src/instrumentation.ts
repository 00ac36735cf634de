import type { Instrumentation } from 'next';

// Runs once when the server starts: a missing or invalid variable stops the start with a clear message.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { runServerStartup } = await import('./lib/server/start');
    await runServerStartup();
  }
}

// Errors Next.js catches while answering a request go to error reporting (production, with SENTRY_DSN).
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./lib/server/error-reporting');
  reportRequestError(...args);
};
