// A fixed locale: the prerendered HTML and the browser must print the same digits.
// Intl.NumberFormat's first use in a page loads ICU data: 10–40 ms of main-thread time measured in
// Chromium at page start, and the public pages print counts while hydrating. The numbers they print
// (counts, prices in credits like 3.5) need no rounding, so those get commas here and Intl only
// formats what it would have to round.
let intl: Intl.NumberFormat | undefined;
const plain = /^(\d+)(?:\.(\d{1,3}))?$/;

/** 200000 → '200,000'; 3.5 → '3.5'; 1234.5678 → '1,234.568', as Intl.NumberFormat('en-US') prints them. */
export function formatCount(value: number): string {
  const parts = plain.exec(String(Math.abs(value)));
  if (!parts) {
    intl ??= new Intl.NumberFormat('en-US');
    return intl.format(value);
  }
  const [, whole = '', decimals] = parts;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}
