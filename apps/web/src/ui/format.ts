import { DETAIL_DATE_FORMAT, formatDay, formatMoment, formatMonth } from '@lease/contract';
import { useUiStore } from '../store/ui';

const USD = [0, 2, 3].map(
  (digits) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

/**
 * File 2 §9: dollars with a $ prefix and US thousands separators; 0 when empty. Whole dollars show
 * none, cents show both places ($12.50, never $12.5), and a third place only where the amount has one.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '$0';
  const abs = Math.abs(amount);
  const cents = abs * 100;
  const places = Number.isInteger(abs) ? 0 : Math.abs(cents - Math.round(cents)) < 1e-6 ? 1 : 2;
  return `${amount < 0 ? '-' : ''}$${USD[places]!.format(abs)}`;
}

/** The signed-in user's date format (theme settings, decision 0026); the shell redraws the page when it changes. */
const chosenFormat = () => useUiStore.getState().dateFormat;

/** A date in the user's format (grids, cards, notifications); '' when missing or unreadable. */
export const formatDate = (iso: string | null | undefined): string => formatDay(iso, chosenFormat());

/** A moment in the user's format, hh:mm AM/PM and the browser's zone: '27/11/2026 11:01 PM EST'. */
export const formatDateTime = (iso: string | null | undefined): string => formatMoment(iso, chosenFormat());

/** A month (an invoice's period) in the order of the user's format. */
export const formatPeriod = (period: string | null | undefined): string =>
  formatMonth(period, chosenFormat());

/** File 2 §9: detail dialogs show dates as YYYY-MM-DD, whatever the setting. */
export const formatDetailDate = (iso: string | null | undefined): string =>
  formatDay(iso, DETAIL_DATE_FORMAT);
