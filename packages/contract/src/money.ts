/** Money as exact cents: amounts are added and compared without ever passing through a float. */

/** Cents of a decimal string ('1234.5' → 123450n); null or empty is 0. */
export function cents(value: string | null | undefined): bigint {
  const text = (value ?? '0').trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const c = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -c : c;
}

/** A decimal string with two places from cents (123450n → '1234.50'). */
export function fromCents(c: bigint): string {
  const sign = c < 0n ? '-' : '';
  const abs = c < 0n ? -c : c;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Dollars as a message or a document shows them: $, US thousands separators, two places. */
export function dollars(c: bigint): string {
  const [whole = '0', fraction = '00'] = fromCents(c < 0n ? -c : c).split('.');
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return `${c < 0n ? '-' : ''}$${groups.join(',')}.${fraction}`;
}
