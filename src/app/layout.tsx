import type { ReactNode } from 'react';
import './globals.css';
// Next.js puts the code of global-error into every page's first scripts. Its own chunk repeated what the pages load
// anyway (the error pages' words, contact points, the address's language: 1 KB gzip on every page); reached from
// this layout, it shares the layout's chunk, so each module is sent once.
import './global-error';

// The <html> element lives in app/[locale]/layout.tsx, which knows the language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
