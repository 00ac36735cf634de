import { getRequestConfig } from 'next-intl/server';
import { typeset } from './format';
import { isLocale, routing, type AppLocale } from './routing';

// Typeset once per language and process, not on every request.
const typesetMessages = new Map<AppLocale, Record<string, unknown>>();

async function messagesOf(locale: AppLocale) {
  let messages = typesetMessages.get(locale);
  if (!messages) {
    messages = typeset((await import(`../../messages/${locale}.json`)).default as Record<string, unknown>);
    typesetMessages.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : routing.defaultLocale;
  return { locale, messages: await messagesOf(locale) };
});
