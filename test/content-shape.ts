/** Checks for content written in both languages: the same shape, no empty text, enough words. */

/** Keys whose values identify rather than say something: equal in both languages, not counted as words. */
const identifyingKeys = new Set(['type', 'id', 'href', 'hash', 'icon']);

/** Walks English and German side by side; reports every place where they differ in shape or a text is empty. */
export function compareShapes(en: unknown, de: unknown, path: string, problems: string[]) {
  if (typeof en === 'string' || typeof de === 'string') {
    if (typeof en !== 'string' || typeof de !== 'string') problems.push(`${path}: missing in one language`);
    else if (!en.trim() || !de.trim()) problems.push(`${path}: empty`);
    // A picture's file is drawn once per language: /pictures/en/… and /pictures/de/… are the same picture.
    else if (en.startsWith('/') && en !== de.replace(/^\/pictures\/de\//, '/pictures/en/')) problems.push(`${path}: links differ (${en} / ${de})`);
    return;
  }
  if (Array.isArray(en) || Array.isArray(de)) {
    if (!Array.isArray(en) || !Array.isArray(de) || en.length !== de.length) {
      problems.push(`${path}: lists differ in length`);
      return;
    }
    en.forEach((item, index) => compareShapes(item, de[index], `${path}[${index}]`, problems));
    return;
  }
  if (typeof en === 'object' && en !== null && typeof de === 'object' && de !== null) {
    const keys = new Set([...Object.keys(en), ...Object.keys(de)]);
    for (const key of keys) {
      const a = (en as Record<string, unknown>)[key];
      const b = (de as Record<string, unknown>)[key];
      if (identifyingKeys.has(key) && a !== b) problems.push(`${path}.${key}: differs (${a} / ${b})`);
      else compareShapes(a, b, `${path}.${key}`, problems);
    }
    return;
  }
  if (en !== de) problems.push(`${path}: differs`);
}

/** Words of text in a value, links and identifying keys left out. */
export function words(value: unknown): number {
  if (typeof value === 'string') return value.startsWith('/') ? 0 : value.split(/\s+/).filter(Boolean).length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + words(item), 0);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).reduce((sum, [key, item]) => sum + (identifyingKeys.has(key) ? 0 : words(item)), 0);
  }
  return 0;
}
