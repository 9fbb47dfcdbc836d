/**
 * The (#00) 000-0000 mask of §5: up to ten digits shown as (212) 555-0100 while typing; the first digit
 * must be 1-9, so leading zeros are dropped.
 */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  if (!digits) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
