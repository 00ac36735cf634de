/** The largest CV the application form accepts; the form checks it and the terms of service quote it. */
export const cvMaxBytes = 5 * 1024 * 1024;
/**
 * How many CV bytes the site stores: per visitor's address in a day (four CVs at their largest; more is refused
 * until the day has passed), and in all, over the whole retention period (400 CVs at their largest; then
 * applications with a CV are refused and the server logs it, until leads are exported and erased or expire).
 */
export const cvBytesPerAddressPerDay = 4 * cvMaxBytes;
export const cvBytesInTotal = 2 * 1024 * 1024 * 1024;
/**
 * The most a post to a page may carry. The site's one Server Action answers a form posted without JavaScript: the
 * lead endpoint (which takes the visitor's post, under its own limits) hands the page the form's state, sealed, with
 * the previous state React keeps in the form; at their largest, about 100 KB together (src/lib/leads/sealed-state.test.ts).
 * Next.js reads a multipart post to any page, up to this size, to find out whether it calls an action; its default is 1 MB.
 */
export const pagePostMaxBytes = 128 * 1024;
