import { fixedDecimal } from './formatNumber';

/**
 * File 2 §9: dollars with a $ prefix and US thousands separators; 0 when empty. Whole dollars show
 * none, cents show both places ($12.50, never $12.5), and a third place only where the amount has one.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '$0';
  const abs = Math.abs(amount);
  const cents = abs * 100;
  const places = Number.isInteger(abs) ? 0 : Math.abs(cents - Math.round(cents)) < 1e-6 ? 2 : 3;
  return `${amount < 0 ? '-' : ''}$${fixedDecimal(abs, places)}`;
}
