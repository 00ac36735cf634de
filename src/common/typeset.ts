/** How copy is printed, whichever language it is in: the spaces and hyphens a line must not break at. */

// A figure and the unit after it: "45 %", "60.000 €", "200 ms", "15 Min.".
const figureAndUnit = /(\d) (%|€|ms|KB|MB|GB|Min\.|Std\.)(?![\p{L}\d])/gu;

// A suspended hyphen after a conjunction ("Entwicklerinnen und -Entwickler", "oder -entwickler"). Browsers may
// break a line after any hyphen, which would leave "und -" at a line's end and the word on the next line. A word
// joiner (U+2060, invisible) after the hyphen holds them together; Inter has no non-breaking hyphen (U+2011) to
// use instead.
const suspendedHyphen = /(?<![\p{L}\d])(und|oder|sowie|bzw\.) -(?=[\p{L}])/gu;

/**
 * Copy as it is printed: a figure is never separated from its unit at the end of a line, so the space between
 * them becomes a non-breaking one, and a suspended hyphen stays with its word. Works through the strings of
 * arrays and plain objects and returns the rest unchanged, so a page's copy passes through it whole.
 */
export function typeset<T>(value: T): T {
  if (typeof value === 'string') return value.replace(figureAndUnit, '$1\u00a0$2').replace(suspendedHyphen, '$1 -\u2060') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typeset(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset(item)])) as T;
  }
  return value;
}
