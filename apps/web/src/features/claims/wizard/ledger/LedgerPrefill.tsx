import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import type { StatementEntry } from '../statementForm';
import type { LedgerCell } from './ledgerColumns';
import { LedgerDialog } from './LedgerDialog';
import { ledgerFormat, readLedger } from './readLedger';

/**
 * "Pre-fill from a ledger" beside the statement: a CSV or XLSX ledger read in the browser and shown
 * for the filer to confirm; a PDF, or a file that cannot be read, leaves the typed lines as they are.
 */
export function LedgerPrefill({
  lines,
  relatedExpense,
  onUse,
}: {
  lines: StatementEntry[];
  relatedExpense: string;
  onUse: (lines: StatementEntry[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [ledger, setLedger] = useState<{ name: string; table: LedgerCell[][] } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
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

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {busy ? 'Reading the ledger…' : 'Pre-fill from a ledger'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          CSV or XLSX. You confirm the lines before they are added.
        </Typography>
      </Stack>
      <input
        ref={input}
        hidden
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="ledger-prefill-input"
        onChange={(e) => void choose(e)}
      />
      {notice && (
        <Alert severity="info" onClose={() => setNotice('')}>
          {notice}
        </Alert>
      )}
      {ledger && (
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
      )}
    </Stack>
  );
}
