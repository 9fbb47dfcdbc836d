import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { StatementEntry } from '../statementForm';
import { useLedgerPrefill } from './useLedgerPrefill';

/** "Pre-fill from a ledger" beside the statement: a CSV or XLSX ledger read in the browser, then confirmed. */
export function LedgerPrefill(props: {
  lines: StatementEntry[];
  relatedExpense: string;
  onUse: (lines: StatementEntry[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { read, busy, notice, clearNotice, panel } = useLedgerPrefill(props);
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
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void read(file);
        }}
      />
      {notice && (
        <Alert severity="info" onClose={clearNotice}>
          {notice}
        </Alert>
      )}
      {panel}
    </Stack>
  );
}
