import { useState } from 'react';

/** Where the hidden columns are kept: this browser's storage, which signing out clears (§2.2). */
export const HIDDEN_COLUMNS_KEY = 'hiddenColumns';

/** The hidden fields of every table, by the table's label; anything unreadable reads as none. */
function readAll(): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HIDDEN_COLUMNS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((field) => typeof field === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The columns a person hid in a table (its Columns menu), kept for the table's next opening: a
 * landlord who hides Product on the applications does not hide it again on every visit.
 */
export function useHiddenColumns(table: string): [ReadonlySet<string>, (field: string) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(readAll()[table] ?? []));
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (!next.delete(field)) next.add(field);
    setHidden(next);
    try {
      localStorage.setItem(HIDDEN_COLUMNS_KEY, JSON.stringify({ ...readAll(), [table]: [...next] }));
    } catch {
      // Storage full or refused: the choice holds for this visit.
    }
  };
  return [hidden, toggle];
}
