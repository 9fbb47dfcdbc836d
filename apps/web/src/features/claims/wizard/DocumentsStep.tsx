import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CLAIM_FILE_ACCEPT,
  CLAIM_FILE_MAX,
  CLAIM_LIMITS,
  claimChecklist,
  otherFileKindsFor,
  type ClaimFileField,
  type OtherFileKind,
} from '@lease/contract';
import { PaperChecklist } from '../PaperChecklist';
import type { ClaimForm } from './claimForm';
import { filesForChecklist, paperFactsOf } from './ReadinessPanel';
import { LedgerPaperPrefill } from './ledger/LedgerPaperPrefill';
import type { StatementEntry } from './statementForm';
import { judgeBatch, kindsOf, otherKindsToSend, type ClaimFiles } from './claimFiles';
import { formatCount } from '../../../ui/formatNumber';

const SLOTS: { field: ClaimFileField; label: string; hint?: string }[] = [
  { field: 'leaseFile', label: 'Lease agreement' },
  { field: 'ledgerFile', label: 'Resident ledger' },
  {
    field: 'otherFiles',
    label: 'Other Documents',
    hint: 'Related-expense and late-notice documents go here.',
  },
];

function Slot({
  field,
  label,
  hint,
  files,
  onAdd,
  onRemove,
  required,
  progress,
  extra,
}: {
  field: ClaimFileField;
  label: string;
  hint?: string | undefined;
  files: File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  required: boolean;
  progress: Record<string, number>;
  /** What a file's row shows after its name (the other files' kind). */
  extra?: ((index: number, file: File) => ReactNode) | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const max = CLAIM_FILE_MAX[field];
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onAdd([...e.dataTransfer.files]);
      }}
      sx={{
        border: 1,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 2,
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      {/* On a phone the button goes under the text: beside it, the row squeezed it past its border. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 2 }}
      >
        <div>
          <Typography variant="subtitle1" component="h3">
            {label} {required ? '(required)' : '(optional)'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint ? `${hint} ` : ''}Up to {max} {max === 1 ? 'file' : 'files'}, 12MB each: pdf, docx, xlsx,
            jpeg, png or heic. Drop files here or choose them.
          </Typography>
        </div>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          aria-label={`Choose ${label} files`}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Choose
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple={max > 1}
          accept={CLAIM_FILE_ACCEPT}
          data-testid={`${field}-input`}
          onChange={(e) => {
            onAdd([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </Stack>
      {files.length > 0 && (
        <List dense aria-label={`${label} files`}>
          {files.map((f, i) => (
            <ListItem
              key={`${f.name}-${i}`}
              disableGutters
              sx={{ flexWrap: 'wrap', columnGap: 2 }}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${f.name}`} onClick={() => onRemove(i)}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={f.name}
                secondary={
                  progress[`${field}:${i}`] !== undefined ? (
                    <LinearProgress
                      variant="determinate"
                      value={progress[`${field}:${i}`]}
                      aria-label={`Upload of ${f.name}`}
                    />
                  ) : (
                    `${formatCount(Math.max(1, Math.round(f.size / 1024)))} KB`
                  )
                }
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              {extra?.(i, f)}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Step 6, Documents: the lease, the ledger and other files, judged here as the server judges them. */
export function DocumentsStep({
  form,
  files,
  setFiles,
  otherRequired,
  shown,
  error,
  progress = {},
  onStatement,
}: {
  form: ClaimForm;
  onStatement: (lines: StatementEntry[]) => void;
  files: ClaimFiles;
  setFiles: (f: ClaimFiles) => void;
  otherRequired: boolean;
  shown: boolean;
  error?: string | undefined;
  progress?: Record<string, number>;
}) {
  const [messages, setMessages] = useState<string[]>([]);
  // Each message shows for 4 seconds (file 2 §9).
  useEffect(() => {
    if (messages.length === 0) return;
    const timer = setTimeout(() => setMessages([]), CLAIM_LIMITS.uploadMessageMs);
    return () => clearTimeout(timer);
  }, [messages]);

  const add = async (field: ClaimFileField, picked: File[]) => {
    const { kept, refused } = await judgeBatch(files[field], picked, CLAIM_FILE_MAX[field]);
    const kinds = kindsOf(files);
    setFiles({
      ...files,
      [field]: kept,
      otherKinds:
        field === 'otherFiles' ? [...kinds, ...kept.slice(kinds.length).map(() => 'other' as const)] : kinds,
    });
    if (refused.length) setMessages([...new Set(refused)]);
  };
  const remove = (field: ClaimFileField, i: number) =>
    setFiles({
      ...files,
      [field]: files[field].filter((_, j) => j !== i),
      otherKinds: field === 'otherFiles' ? kindsOf(files).filter((_, j) => j !== i) : kindsOf(files),
    });
  const facts = paperFactsOf(form);
  const options = otherFileKindsFor(facts);
  const sent = otherKindsToSend(files, facts);
  const kindSelect = (i: number, f: File) => (
    <TextField
      select
      size="small"
      label="This file is"
      value={sent[i]}
      onChange={(e) => {
        const kinds = [...sent];
        kinds[i] = e.target.value as OtherFileKind;
        setFiles({ ...files, otherKinds: kinds });
      }}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': `What ${f.name} is` },
        inputLabel: { shrink: true },
      }}
      sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}
    >
      {options.map((o) => (
        <option key={o.kind} value={o.kind}>
          {o.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      {otherRequired && (
        <Alert severity="info">
          Attach the acceptable document under Other Documents. Move-in intent documents must be dated within
          90 days of the lease start.
        </Alert>
      )}
      {messages.map((m) => (
        <Alert key={m} severity="error" role="alert">
          {m}
        </Alert>
      ))}
      {SLOTS.map((slot) => (
        <Slot
          key={slot.field}
          {...slot}
          files={files[slot.field]}
          required={slot.field !== 'otherFiles' || otherRequired}
          progress={progress}
          onAdd={(picked) => void add(slot.field, picked)}
          onRemove={(i) => remove(slot.field, i)}
          extra={slot.field === 'otherFiles' ? kindSelect : undefined}
        />
      ))}
      <LedgerPaperPrefill
        file={files.ledgerFile[0]}
        lines={form.claimStatement}
        relatedExpense={form.relatedExpense}
        onUse={onStatement}
      />
      <Box component="section" aria-labelledby="papers-title">
        <Typography id="papers-title" variant="subtitle1" component="h3">
          Papers for this claim
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Say what each of the other documents is: a paper is ticked only for a file said to be it.
        </Typography>
        <PaperChecklist papers={claimChecklist(facts, filesForChecklist(files))} />
      </Box>
      {shown && error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
