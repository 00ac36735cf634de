import Link from 'next/link';
import { defaultLocale } from '@/i18n/locales';
import { inter } from './fonts';

// Only for paths outside any locale (the localized 404 is app/[locale]/not-found.tsx), in the default language.
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} className={inter.variable}>
      <body>
        <main className="container" style={{ paddingBlock: '6rem' }}>
          <h1>Page not found</h1>
          <p>
            This address does not exist. <Link href="/">Go to the Kovalent Software home page</Link>.
          </p>
        </main>
      </body>
    </html>
  );
}
