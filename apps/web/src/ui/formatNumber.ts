/**
 * Numbers as en-US writes them, by arithmetic on the number's own digits rather than `Intl`: a page's
 * first `Intl.NumberFormat` (or `toLocaleString`) loads the number formats, some 30–50 ms of one task on
 * a desktop and four times that on a phone, before the list it counts can paint (issue #33). No module
 * here reads the stores, so Node (the e2e suite) can import it.
 */

/** Digits with a comma between each group of three: '1234567' → '1,234,567'. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A non-negative number with exactly `places` decimals, rounded half away from zero on the number as it
 * is written (1.2345 → '1.235', as `Intl` rounds), and the whole part grouped.
 */
export function fixedDecimal(value: number, places: number): string {
  const written = String(value);
  // Exponent forms (below 1e-6 or past 1e21) are beyond any amount or count this portal shows.
  const [whole = '0', fraction = ''] = written.includes('e')
    ? value.toFixed(places).split('.')
    : written.split('.');
  let digits = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(places + 1, '0');
  const head = text.slice(0, text.length - places);
  return places === 0 ? grouped(head) : `${grouped(head)}.${text.slice(text.length - places)}`;
}

/** A count as en-US writes it: 12,345 (rounded to a whole number). */
export const formatCount = (value: number): string =>
  `${value < 0 ? '-' : ''}${fixedDecimal(Math.abs(value), 0)}`;
