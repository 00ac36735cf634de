/** How long the site keeps what it stores. The privacy and cookie policies quote these; the code enforces them. */
export const retention = {
  /** Contact enquiries and applications (with CVs) in the site's database, counted from receipt, delivered or not. */
  leadDays: 180,
  /** Submission times per address for the rate limit: in memory, or as keyed hashes in PostgreSQL with several servers. */
  rateLimitMinutes: 10,
  /** Applications in the hiring team's applicant management, after the process ends (§ 15(4) AGG); longer only with consent. */
  applicationMonths: 6,
  /** The consent cookie. */
  consentMonths: 12,
} as const;
