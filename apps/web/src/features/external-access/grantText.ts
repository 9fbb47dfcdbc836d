import { EXTERNAL_TEXTS, type ExternalGrantRow } from '@lease/contract';
import { formatDate, formatDateTime } from '../../ui/format';

/** What an outside party's grant allows, as one line: "Until 12/31/2026 · tenant names hidden". */
export const grantText = (grant: Pick<ExternalGrantRow, 'expiresAt' | 'personalData'>): string =>
  `${grant.expiresAt ? `Until ${formatDate(grant.expiresAt)}` : 'No end date'} · ${
    grant.personalData ? 'tenant names shown' : 'tenant names hidden'
  }`;

export const lastRead = (grant: Pick<ExternalGrantRow, 'lastReadAt'>): string =>
  grant.lastReadAt ? formatDateTime(grant.lastReadAt) : EXTERNAL_TEXTS.never;

/** The day a date input holds, from an access end (the end of that day, local time), and back. */
export const dayOf = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
export const endOfDay = (day: string): string | null =>
  day ? new Date(`${day}T23:59:59`).toISOString() : null;
