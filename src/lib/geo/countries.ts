/** Countries where GDPR-style consent law applies: the EU member states, Iceland, Liechtenstein, Norway, the UK and Switzerland. */
const consentCountries = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
  'GB', 'CH',
]);

/** An unknown country counts as one where consent applies. */
export function consentApplies(country: string | undefined): boolean {
  return country === undefined || consentCountries.has(country);
}
