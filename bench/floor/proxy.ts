// Turbopack looks for this file upward from the app and would run the site's on every request: this one
// shadows it and matches no page.
export default function proxy() {}

export const config = { matcher: '/floor-has-no-proxy' };
