import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLAIM_TEXTS } from '@lease/contract';
import { useRef, type ReactNode } from 'react';
import { toast } from './toast';

/**
 * One optional file on a form (a dispute's attachment, a report's screenshot): a button to pick or
 * replace it, its name with Remove, or a hint of what may be sent. A file past `maxBytes` is refused
 * with the claims' own words, before anything is sent.
 */
export function OneFileField({
  file,
  onChange,
  maxBytes,
  accept,
  icon,
  pickLabel,
  replaceLabel,
  hint,
  disabled,
  testId,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  maxBytes: number;
  accept: string;
  icon: ReactNode;
  pickLabel: string;
  replaceLabel: string;
  hint: string;
  disabled: boolean;
  /** The hidden input's test id, where browser tests hand it a file. */
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > maxBytes) {
      toast.error(CLAIM_TEXTS.tooBig);
      return;
    }
    onChange(picked);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" startIcon={icon} onClick={() => input.current?.click()} disabled={disabled}>
        {file ? replaceLabel : pickLabel}
      </Button>
      {file ? (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            Remove
          </Button>
        </>
      ) : (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={testId}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Stack>
  );
}
