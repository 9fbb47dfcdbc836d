import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState, type ChangeEvent } from 'react';
import { csvLine, IMPORT_CHUNK, routes } from '@lease/contract';
import { apiCall } from '../../api/client';
import type { StoredUser } from '../../api/storedUser';
import { parseCsv } from '../../ui/csv';
import { downloadBlob } from '../../ui/download';
import { errorMessage, toast } from '../../ui/toast';
import { checkRows, TEMPLATE_HEADER, type CheckedRow } from './importRows';
import { LandlordSelect } from '../../ui/LandlordSelect';

const PREVIEW_ROWS = 200;

/**
 * Bulk import of buildings from a CSV file: a preview with each row's errors (checked with the
 * contract's rules), then the valid rows sent in chunks with a progress bar.
 */
export function ImportBuildingsDialog({
  user,
  onClose,
}: {
  user: StoredUser;
  onClose: (added: boolean) => void;
}) {
  const [landlordId, setLandlordId] = useState(user.role === 'll' ? (user.landlordId ?? '') : '');
  const [fileName, setFileName] = useState('');
  const [checked, setChecked] = useState<{ rows: CheckedRow[]; missing: string[] } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');

  const valid = checked?.rows.flatMap((r) => (r.row ? [r.row] : [])) ?? [];
  const invalid = checked?.rows.filter((r) => !r.row) ?? [];

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setFailure('');
    setChecked(checkRows(parseCsv(await file.text())));
  };

  const upload = async () => {
    setFailure('');
    let done = 0;
    setProgress(0);
    try {
      for (let i = 0; i < valid.length; i += IMPORT_CHUNK) {
        const rows = valid.slice(i, i + IMPORT_CHUNK);
        const result = await apiCall(routes.buildings.importBuildings, {
          body: { landlordId, dryRun: false, rows },
        });
        done += result.created;
        setProgress(Math.round((done / valid.length) * 100));
      }
      toast.success(done === 1 ? '1 building added.' : `${done} buildings added.`);
      onClose(true);
    } catch (error) {
      setFailure(`${errorMessage(error)} ${done} of ${valid.length} buildings were added before the error.`);
      setProgress(null);
      if (done > 0) onClose(true);
    }
  };

  const busy = progress !== null;
  return (
    <Dialog
      open
      onClose={() => !busy && onClose(false)}
      maxWidth="md"
      fullWidth
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">Import buildings from CSV</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            One building per row, with the columns {TEMPLATE_HEADER.join(', ')}.{' '}
            <Link
              component="button"
              type="button"
              onClick={() =>
                downloadBlob(
                  'buildings-template.csv',
                  new Blob([`${csvLine(TEMPLATE_HEADER)}\r\n`], { type: 'text/csv;charset=utf-8' }),
                )
              }
            >
              Download a template
            </Link>
          </Typography>
          {user.role === 'admin' && (
            <LandlordSelect value={landlordId} onChange={setLandlordId} size="small" />
          )}
          <Button variant="outlined" component="label" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {fileName ? `File: ${fileName}` : 'Choose CSV file'}
            <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e)} />
          </Button>
          {checked && checked.missing.length > 0 && (
            <Alert severity="error">The file has no column for: {checked.missing.join(', ')}.</Alert>
          )}
          {checked && checked.missing.length === 0 && (
            <>
              <Alert severity={invalid.length > 0 ? 'warning' : 'success'}>
                {valid.length} of {checked.rows.length} rows are ready to import.
                {invalid.length === 1 && ' 1 row has errors and will be skipped.'}
                {invalid.length > 1 && ` ${invalid.length} rows have errors and will be skipped.`}
              </Alert>
              <TableContainer sx={{ maxHeight: 320 }}>
                <Table size="small" stickyHeader aria-label="Import preview">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Building Name</TableCell>
                      <TableCell>Billing City</TableCell>
                      <TableCell>Billing State</TableCell>
                      <TableCell>Total Units</TableCell>
                      <TableCell>Check</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {checked.rows.slice(0, PREVIEW_ROWS).map((r) => (
                      <TableRow
                        key={r.line}
                        sx={r.row ? undefined : { bgcolor: (t) => alpha(t.palette.error.main, 0.08) }}
                      >
                        <TableCell>{r.line}</TableCell>
                        <TableCell>{r.raw.name}</TableCell>
                        <TableCell>{r.raw.billingCity}</TableCell>
                        <TableCell>{r.raw.billingState}</TableCell>
                        <TableCell>{r.raw.totalUnits}</TableCell>
                        <TableCell>{r.row ? 'OK' : r.errors.join('; ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {checked.rows.length > PREVIEW_ROWS && (
                <Typography variant="caption">The first {PREVIEW_ROWS} rows are shown.</Typography>
              )}
            </>
          )}
          {busy && <LinearProgress variant="determinate" value={progress} aria-label="Import progress" />}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void upload()}
          disabled={busy || valid.length === 0 || !landlordId || (checked?.missing.length ?? 0) > 0}
        >
          Import {valid.length === 1 ? '1 building' : valid.length > 1 ? `${valid.length} buildings` : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
