/** A placeholder in a text: a name in braces ("{launcherWeeks}", "{low} to {high}"). */
export const placeholderPattern = /\{(\w+)\}/g;

/** A text with its placeholders filled from `values`; a name without a value is an error. */
export function fillPlaceholders(text: string, values: Partial<Record<string, string | number>>): string {
  return text.replace(placeholderPattern, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder ${placeholder} in "${text}"`);
    return String(value);
  });
}
