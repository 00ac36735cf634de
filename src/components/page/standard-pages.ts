import { routeKeys, routeKind, type RouteKey } from '@/i18n/routes';

/** Every page of the route table except home, the blog and the calculator (which have their own routes). */
export const standardKeys = routeKeys.filter((key) => key !== '/' && routeKind(key) !== 'blog' && routeKind(key) !== 'calculator');

/** Service and landing pages end with the short enquiry form, so a convinced visitor need not go elsewhere. */
export const endsWithForm = (key: RouteKey) => routeKind(key) === 'service' || routeKind(key) === 'landing';
