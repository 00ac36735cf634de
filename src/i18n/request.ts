import { getRequestConfig } from 'next-intl/server';
import { typeset } from './format';
import { defaultLocale, isLocale, type Locale } from './locales';

// Typeset once per language and process, not on every request.
const typesetMessages = new Map<Locale, Record<string, unknown>>();

async function messagesOf(locale: Locale) {
  let messages = typesetMessages.get(locale);
  if (!messages) {
    messages = typeset((await import(`../../messages/${locale}.json`)).default as Record<string, unknown>);
    typesetMessages.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await messagesOf(locale) };
});
