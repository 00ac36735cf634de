import localFont from 'next/font/local';
import './font-fallbacks.css';

// Self-hosted from the npm package: no font download at build or run time. next/font's own adjusted fallback
// covers Arial only, which Android and many Linux systems lack; font-fallbacks.css declares adjusted fallbacks for
// the fonts those have too, and `fallback` puts them in the font's variable, so everything set in Inter has them.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'Inter Fallback Roboto', 'Inter Fallback DejaVu'],
});
