import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

interface PlainTextFieldProps extends Omit<OutlinedInputProps, 'id' | 'label' | 'notched' | 'size' | 'sx'> {
  label: string;
  /** The label always raised, as TextField's `slotProps.inputLabel.shrink`. */
  shrink?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field outside a form, drawn as MUI's TextField draws it but assembled from its parts:
 * TextField also pulls in Select, Menu and Popover, which a page's first load need not download (issue #27).
 */
export function PlainTextField({ label, shrink, size, sx, ...input }: PlainTextFieldProps) {
  const id = useId();
  return (
    <FormControl size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched={shrink} {...input} />
    </FormControl>
  );
}
