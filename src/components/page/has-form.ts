import { pageBody } from '@/content/page-body';
import { defaultLocale } from '@/i18n/locales';
import { routeKeys, routeKind, type RouteKey } from '@/i18n/routes';

/** Every page of the route table except home, the blog and the calculator (which have their own routes). */
export const standardKeys = routeKeys.filter((key) => key !== '/' && routeKind(key) !== 'blog' && routeKind(key) !== 'calculator');

/** Service and landing pages end with the short enquiry form, so a convinced visitor need not go elsewhere. */
export const endsWithForm = (key: RouteKey) => routeKind(key) === 'service' || routeKind(key) === 'landing';

/** Whether a page shows a form: such pages are served by routes that bring the forms (see `page-route.tsx`). */
export function hasForm(key: RouteKey): boolean {
  return endsWithForm(key) || (pageBody(key, defaultLocale)?.sections.some(({ type }) => type === 'contact-form' || type === 'jobs') ?? false);
}
