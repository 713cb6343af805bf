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

// Accents and case set aside ('Åland' beside 'Aland'), as English collation orders these names
// (country-options.test.ts checks the order against localeCompare). Not localeCompare itself: its
// first call builds ICU's collator, 10–20 ms of main thread while the contact page starts.
const sortKey = (label: string) => label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every country by English name, A to Z, for the contact form's Country select. */
export const countryOptions: readonly CountryOption[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .filter(([code]) => !excludedCodes.has(code))
  .map(([value, label]) => ({ value, label, key: sortKey(label) }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  .map(({ value, label }) => ({ value, label }));
