import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent } from 'react';
import {
  guessRentRollMapping,
  RENT_ROLL_FIELDS,
  RENT_ROLL_LABELS,
  RENT_ROLL_REQUIRED,
  routes,
  type RentRollImport,
  type RentRollMapping,
  type RentRollPreview,
} from '@lease/contract';
import { apiCall, apiForm } from '../../api/client';
import type { StoredUser } from '../../api/storedUser';
import { parseCsv } from '../../ui/csv';
import { errorMessage } from '../../ui/toast';
import { LandlordSelect } from '../../ui/LandlordSelect';
import { RentRollIntro } from './RentRollIntro';
import { RentRollProblems } from './RentRollProblems';
import { buildingQueries } from './buildingQueries';

const { rentRoll } = routes;
/** The header is read from the file's first bytes in the browser; the server reads the whole file. */
const HEADER_BYTES = 64 * 1024;
const POLL_MS = 1000;

const form = (landlordId: string, mapping: RentRollMapping, file: File) => {
  const data = new FormData();
  data.append('landlordId', landlordId);
  data.append('mapping', JSON.stringify(mapping));
  data.append('file', file, file.name);
  return data;
};

/**
 * Rent-roll import (issue #26): a PMS export's columns mapped (guessed from its headers, the landlord's
 * last mapping first), checked by the server row by row, then imported as one job with a progress bar.
 */
export function RentRollDialog({
  user,
  onClose,
}: {
  user: StoredUser;
  onClose: (imported: boolean) => void;
}) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [landlordId, setLandlordId] = useState(user.role === 'admin' ? '' : (user.landlordId ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<RentRollMapping>({});
  const [preview, setPreview] = useState<RentRollPreview | null>(null);
  const [job, setJob] = useState<RentRollImport | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const remembered = useQuery({
    ...buildingQueries.rentRollMapping(landlordId),
    enabled: landlordId !== '',
  });

  useEffect(() => {
    if (headers.length > 0) setMapping(guessRentRollMapping(headers, remembered.data?.mapping ?? null));
  }, [headers, remembered.data]);

  // While the job runs, its progress is read once a second until it is done or failed.
  const running = job !== null && (job.status === 'queued' || job.status === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      apiCall(rentRoll.rentRollImportStatus, { query: { id: job.id } })
        .then(setJob)
        .catch((error: unknown) => setFailure(errorMessage(error)));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, running]);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setJob(null);
    setFailure('');
    const head = await chosen.slice(0, HEADER_BYTES).text();
    setHeaders((parseCsv(head.split('\n')[0] ?? '')[0] ?? []).map((h) => h.trim()).filter(Boolean));
  };

  const send = async (what: 'preview' | 'import') => {
    if (!file) return;
    setBusy(true);
    setFailure('');
    try {
      if (what === 'preview')
        setPreview((await apiForm(rentRoll.previewRentRoll, form(landlordId, mapping, file))).data);
      else setJob((await apiForm(rentRoll.importRentRoll, form(landlordId, mapping, file))).data);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const unmapped = RENT_ROLL_REQUIRED.filter((f) => !mapping[f]);
  const percent = job && job.rows > 0 ? Math.round((job.done / job.rows) * 100) : 0;
  return (
    <Dialog
      open
      fullScreen={phone}
      onClose={() => !busy && !running && onClose(job?.status === 'done')}
      maxWidth="md"
      fullWidth
      aria-labelledby="rent-roll-title"
    >
      <DialogTitle id="rent-roll-title">Import a rent roll</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <RentRollIntro />
          {user.role === 'admin' && (
            <LandlordSelect value={landlordId} onChange={setLandlordId} size="small" />
          )}
          <Button
            variant="outlined"
            component="label"
            disabled={busy || running}
            sx={{ alignSelf: 'flex-start' }}
          >
            {file ? `File: ${file.name}` : 'Choose CSV file'}
            <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void chooseFile(e)} />
          </Button>
          {headers.length > 0 && (
            <Stack
              component="fieldset"
              sx={{
                border: 0,
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                Columns
              </Typography>
              {RENT_ROLL_FIELDS.map((field) => (
                <TextField
                  key={field}
                  select
                  size="small"
                  label={RENT_ROLL_LABELS[field]}
                  required={RENT_ROLL_REQUIRED.includes(field)}
                  value={mapping[field] ?? ''}
                  disabled={busy || running}
                  onChange={(e) => {
                    setPreview(null);
                    setMapping({ ...mapping, [field]: e.target.value || undefined });
                  }}
                >
                  <MenuItem value="">
                    <em>Not in the file</em>
                  </MenuItem>
                  {headers.map((h) => (
                    <MenuItem key={h} value={h}>
                      {h}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
          )}
          {preview && !job && (
            <>
              <Alert severity={preview.problemRows > 0 ? 'warning' : 'success'}>
                {preview.valid} of {preview.rows} rows are ready to import.
                {preview.problemRows === 1 && ' 1 row has problems and will be skipped.'}
                {preview.problemRows > 1 && ` ${preview.problemRows} rows have problems and will be skipped.`}
              </Alert>
              {preview.problems.length > 0 && <RentRollProblems preview={preview} />}
            </>
          )}
          {job && (
            <Stack spacing={1}>
              <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
              <Typography variant="body2" role="status">
                {job.status === 'done'
                  ? `Import finished: ${job.created} created, ${job.updated} updated, ${job.unchanged} unchanged, ${job.skipped} skipped.`
                  : job.status === 'failed'
                    ? job.error
                    : `Importing… ${job.done} of ${job.rows} rows (${percent}%).`}
              </Typography>
            </Stack>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(job?.status === 'done')} disabled={busy || running}>
          {job?.status === 'done' ? 'Close' : 'Cancel'}
        </Button>
        {!job && (
          <Button
            variant="outlined"
            onClick={() => void send('preview')}
            disabled={busy || !file || !landlordId || unmapped.length > 0}
          >
            Check rows
          </Button>
        )}
        {/* Gone once the import has run: the same rows again would only repeat it (issue #36). */}
        {(!job || job.status === 'failed') && (
          <Button
            variant="contained"
            onClick={() => void send('import')}
            disabled={busy || !preview || preview.valid === 0}
          >
            {preview ? `Import ${preview.valid} rows` : 'Import'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
