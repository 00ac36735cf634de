/** The largest CV the application form accepts; the form checks it and the terms of service quote it. */
export const cvMaxBytes = 5 * 1024 * 1024;
