/** The parts of an error report that could say who a visitor is. */
interface Report {
  user?: unknown;
  request?: { cookies?: unknown; headers?: unknown; data?: unknown };
}

/**
 * Removes from a report what could identify the visitor: the user (where an IP address would be filled in), and the
 * request's cookies, headers (forwarding headers carry the address) and body (what was typed into a form). The SDK
 * adds none of these while its personal-data option is off; this keeps it so should a default or an integration change.
 */
export function withoutPersonalData<T extends Report>(report: T): T {
  delete report.user;
  if (report.request) {
    delete report.request.cookies;
    delete report.request.headers;
    delete report.request.data;
  }
  return report;
}

/**
 * The SDK options that apply it to every error report. Errors only, in the browser and on the server: no performance
 * tracing is started (no `tracesSampleRate`), as the SDK streams its spans past any such hook, with each visitor's
 * address, browser and referrer in them.
 */
export const scrubbing = {
  sendDefaultPii: false,
  beforeSend: withoutPersonalData,
} as const;
