import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { StatementEntry } from '../statementForm';
import { ledgerFormat } from './readLedger';
import { useLedgerPrefill } from './useLedgerPrefill';

/** On the papers step: a ledger paper the browser can read (XLSX) offers to pre-fill the statement too. */
export function LedgerPaperPrefill({
  file,
  ...props
}: {
  file: File | undefined;
  lines: StatementEntry[];
  relatedExpense: string;
  onUse: (lines: StatementEntry[]) => void;
}) {
  const { read, busy, notice, panel } = useLedgerPrefill(props);
  const format = file && ledgerFormat(file.name);
  if (!file || (format !== 'xlsx' && format !== 'csv')) return null;
  return (
    <>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" disabled={busy} onClick={() => void read(file)}>
            Pre-fill the statement
          </Button>
        }
      >
        {notice || `${file.name} can fill the claim statement's lines; you confirm them first.`}
      </Alert>
      {panel}
    </>
  );
}
