// The German path of the calculator (`/de/mvp-kostenrechner/app`); redirects keep each language on its own path.
export { default, generateMetadata } from '../../mvp-cost-calculator/app/page';
