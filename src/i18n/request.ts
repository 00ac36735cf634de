import { getRequestConfig } from 'next-intl/server';
import { typeset } from '../common/typeset';
import { defaultLocale, isLocale, type Locale } from './locales';
import { readMessages, type Messages } from './messages';

// Typeset once per language and process, not on every request.
const typesetMessages = new Map<Locale, Messages>();

function messagesOf(locale: Locale): Messages {
  let messages = typesetMessages.get(locale);
  if (!messages) {
    messages = typeset(readMessages(locale));
    typesetMessages.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: messagesOf(locale) };
});
