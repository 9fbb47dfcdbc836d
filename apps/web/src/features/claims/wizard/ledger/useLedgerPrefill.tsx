import { useState } from 'react';
import type { StatementEntry } from '../statementForm';
import type { LedgerCell } from './ledgerColumns';
import { LedgerDialog } from './LedgerDialog';
import { ledgerFormat, readLedger } from './readLedger';

/**
 * A ledger file read for the statement, wherever it was chosen (step 2's picker, the ledger paper): a CSV
 * or XLSX opens the confirm panel; a PDF, or a file that cannot be read, leaves the typed lines and says so.
 */
export function useLedgerPrefill({
  lines,
  relatedExpense,
  onUse,
}: {
  lines: StatementEntry[];
  relatedExpense: string;
  onUse: (lines: StatementEntry[]) => void;
}) {
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [ledger, setLedger] = useState<{ name: string; table: LedgerCell[][] } | null>(null);

  const read = async (file: File) => {
    const format = ledgerFormat(file.name);
    setNotice('');
    if (format === 'pdf' || format === 'other') {
      setNotice(
        `We cannot read ${format === 'pdf' ? 'a PDF' : 'this kind of'} ledger: your lines are unchanged. ` +
          'Type the lines, or choose the ledger saved as CSV or XLSX.',
      );
      return;
    }
    setBusy(true);
    try {
      setLedger({ name: file.name, table: await readLedger(file, format) });
    } catch {
      setNotice(`We could not read ${file.name}: your lines are unchanged.`);
    } finally {
      setBusy(false);
    }
  };

  const panel = ledger && (
    <LedgerDialog
      name={ledger.name}
      table={ledger.table}
      typed={lines}
      relatedExpense={relatedExpense}
      onClose={() => setLedger(null)}
      onUse={(next) => {
        onUse(next);
        setLedger(null);
      }}
    />
  );
  return { read, busy, notice, clearNotice: () => setNotice(''), panel };
}
