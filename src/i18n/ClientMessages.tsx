import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from './pick-messages';

/**
 * Gives the client components below it the messages named by `paths` and no others: whatever a provider holds is
 * serialized into the page. A nested provider replaces the outer one's messages, so name everything used below.
 */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, paths)}>{children}</NextIntlClientProvider>;
}
