import type { InvoiceLine } from '@lease/contract';

/** What both forms of an invoice's lines (the desktop's table, the phone's list) take. */
export interface InvoiceLinesProps {
  lines: InvoiceLine[];
  /** Lines under an open dispute: marked, so no one disputes them twice. */
  disputed: ReadonlySet<string>;
  selection?: { chosen: ReadonlySet<string>; onChange: (chosen: Set<string>) => void };
}

/** The chosen set with one line added or taken away. */
export function toggled(chosen: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
