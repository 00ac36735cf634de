type Messages = { [key: string]: string | Messages };

/**
 * The part of a message file that client components need, by namespace or dotted path ('Forms',
 * 'Calculator.attachment'): what a page serializes for the browser, instead of every message of the language.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let source: Messages = messages;
    let target = picked;
    for (const key of keys) {
      const next = source[key];
      if (typeof next !== 'object') throw new Error(`No message at "${path}"`);
      source = next;
      target = (target[key] ??= {}) as Messages;
    }
    const value = source[last];
    if (value === undefined) throw new Error(`No message at "${path}"`);
    target[last] = value;
  }
  return picked;
}
