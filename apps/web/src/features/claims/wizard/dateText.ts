/**
 * The wizard's dates as typed text, MM/DD/YYYY (file 2 §5), held as YYYY-MM-DD: one field, one Tab
 * stop, eight digits (issue #25), where the browser's date input splits a date into three stops.
 */

/** What was typed, as MM/DD/YYYY so far: its digits only, the slashes put in. */
export function maskUsDate(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A whole MM/DD/YYYY that names a real day, as YYYY-MM-DD; '' for anything else. */
export function usToIso(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return '';
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real =
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  return real && Number(yyyy) >= 1000 ? `${yyyy}-${mm}-${dd}` : '';
}

/** YYYY-MM-DD as MM/DD/YYYY; '' when empty. */
export const isoToUs = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
