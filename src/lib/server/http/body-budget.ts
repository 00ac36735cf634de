/**
 * A bound on how many request-body bytes the server holds at once: each upload reserves its most before it is
 * read and gives it back when done, so many large posts at the same moment are turned away, not buffered.
 */
import 'server-only';
export interface BodyBudget {
  /** Reserves `bytes`; returns the release, or undefined when the budget has no room now. */
  reserve(bytes: number): (() => void) | undefined;
}

export function createBodyBudget(maxBytes: number): BodyBudget {
  let inUse = 0;
  return {
    reserve(bytes) {
      if (inUse + bytes > maxBytes) return undefined;
      inUse += bytes;
      let released = false;
      return () => {
        if (!released) inUse -= bytes;
        released = true;
      };
    },
  };
}
