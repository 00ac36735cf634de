import { inter } from './fonts';

// Only for paths outside any locale (the localized 404 is app/[locale]/not-found.tsx).
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <main className="container" style={{ paddingBlock: '6rem' }}>
          <h1>Page not found</h1>
          <p>
            This address does not exist. <a href="/">Go to the Kovalent Software home page</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
