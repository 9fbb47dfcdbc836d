import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame both admin forms share: a titled form whose fields sit in one row, and its submit button. */
export function ActionForm({
  label,
  title,
  onSubmit,
  fields,
  footer,
  submit,
  disabled,
}: {
  label: string;
  title: string;
  onSubmit: () => void;
  fields: ReactNode;
  footer?: ReactNode;
  submit: string;
  disabled: boolean;
}) {
  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      aria-label={label}
    >
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {fields}
      </Stack>
      {footer}
      <div>
        <Button type="submit" variant="contained" disabled={disabled}>
          {submit}
        </Button>
      </div>
    </Stack>
  );
}
