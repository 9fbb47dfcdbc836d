import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

interface FormTextFieldProps extends Omit<OutlinedInputProps, 'error' | 'label' | 'id'> {
  id: string;
  label: string;
  /** The message to show under the field; its presence marks the field invalid. */
  error?: string | undefined;
}

/**
 * An outlined text field assembled from its parts: MUI's TextField also pulls in Select, Menu and
 * Popover, which the small public pages should not download. `required` marks the input itself, so
 * the label stays the plain field name (no asterisk in its accessible name).
 */
export function FormTextField({ id, label, error, ...input }: FormTextFieldProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={error ? helperId : undefined} {...input} />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
