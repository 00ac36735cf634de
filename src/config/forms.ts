/** The largest CV the application form accepts; the form checks it and the terms of service quote it. */
export const cvMaxBytes = 5 * 1024 * 1024;
/**
 * How many CV bytes the site stores: per visitor's address in a day (four CVs at their largest; more is refused
 * until the day has passed), and in all, over the whole retention period (400 CVs at their largest; then
 * applications with a CV are refused and the server logs it, until leads are exported and erased or expire).
 */
export const cvBytesPerAddressPerDay = 4 * cvMaxBytes;
export const cvBytesInTotal = 2 * 1024 * 1024 * 1024;
