/**
 * Whether a parsed JSON value is an object with named fields (not null, not a list). Checked by hand rather than
 * with a schema library: browsers run it too.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
