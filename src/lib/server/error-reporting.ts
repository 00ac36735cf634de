import 'server-only';
import type { Instrumentation } from 'next';
import { isRecord } from '@/common/is-record';
import { isPrivatePath } from '@/i18n/routes';
import { processWide } from '@/lib/server/process-wide.mjs';
import { scrubbing } from '../error-reporting/scrub';

type Sentry = typeof import('@sentry/nextjs');

/** Error reporting in this process: started once by the start-up code, used from every route's copy of this module. */
const reporting = processWide('error-reporting.server', () => ({ sentry: undefined as Sentry | undefined }));

/** The form result pages' route (`/[locale]/form/[id]/page`), whichever language's address reached it. */
const formResultRoute = /^\/\[locale\]\/form\/\[id\](\/page)?$/;

/** Error reporting on the server: only in production and only with a DSN; no personal data. */
export async function startServerErrorReporting(dsn: string | undefined) {
  if (!dsn || reporting.sentry) return;
  const sentry = await import('@sentry/nextjs');
  // No IP addresses, cookies, headers or user data are sent: the SDK's option stays off and every report is scrubbed.
  // Errors only (see `scrubbing`).
  sentry.init({ dsn, ...scrubbing });
  reporting.sentry = sentry;
}

/**
 * An error Next.js caught while answering a request (a route handler, a page, the proxy), as the instrumentation's
 * `onRequestError` receives it; nothing happens while reporting is off.
 */
export function reportRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>) {
  // A post to a page over its size limit (pagePostMaxBytes), which Next.js refuses with 413, is the sender's doing
  // and anyone could send many: not reported. The site's own post of a form's state that hit it would be reported
  // where it is sent (renderState in the lead submission).
  if (isRecord(error) && error.statusCode === 413) return;
  // A form result page's address stands for one visitor's post: such a page is named by its route only.
  const path = formResultRoute.test(context.routePath) || isPrivatePath(request.path) ? context.routePath : request.path;
  reporting.sentry?.captureRequestError(error, { ...request, path }, context);
}

/** Reports a problem the server noticed itself (nothing was thrown), when error reporting runs. */
export function reportServerProblem(message: string) {
  reporting.sentry?.captureMessage(message, 'error');
}
