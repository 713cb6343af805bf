// A fixed locale: the prerendered HTML and the browser must print the same digits.
const count = new Intl.NumberFormat('en-US');

/** 200000 → '200,000'. */
export function formatCount(value: number): string {
  return count.format(value);
}
