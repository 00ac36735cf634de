// Turbopack looks for this file upward from the app and would find the site's: this one shadows it.
export function register() {}
