import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, as ContactBody's country takes it. */
  value: string;
  label: string;
}

// The list leaves out GS (South Georgia and the South Sandwich Islands); the server refuses it too.
const excludedCodes = new Set(['GS']);

// Bundled with the contact route instead of asked of a countries service, so the list
// shows at once, offline too, and never sticks on 'Loading countries...'.
countries.registerLocale(en);

/** Every country by English name, A to Z, for the contact form's Country select. */
export const countryOptions: readonly CountryOption[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .filter(([code]) => !excludedCodes.has(code))
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
