import { DETAIL_DATE_FORMAT, formatDay, formatMoment, formatMonth } from '@lease/contract';
import { useUiStore } from '../store/ui';

// Money has no user setting; its module stays free of the stores, so Node (the e2e suite) can import it.
export { formatMoney } from './formatMoney';

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
