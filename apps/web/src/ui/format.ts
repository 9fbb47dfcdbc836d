import dayjs from 'dayjs';

const USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 3 });

/** File 2 §9: dollars with a $ prefix and US thousands separators; 0 when empty. */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '$0';
  return `${amount < 0 ? '-' : ''}$${USD.format(Math.abs(amount))}`;
}

/** §9: dates as DD/MM/YYYY in lists; '' when missing or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY') : '';
}

/** §9: a moment as DD/MM/YYYY hh:mm AM/PM. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY hh:mm A') : '';
}

/** File 2 §9: detail dialogs show dates as YYYY-MM-DD. */
export function formatDetailDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD') : '';
}
