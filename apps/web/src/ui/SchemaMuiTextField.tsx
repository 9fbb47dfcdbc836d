import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * MUI's TextField (small, select, date) bound to one field of a schema form, with the schema's message
 * as its helper text once touched. Apart from ui/form.tsx so the small public pages, which use
 * SchemaTextField, do not download TextField.
 */
export function SchemaMuiTextField<T extends FieldValues>({
  name,
  control,
  shouldUnregister,
  onBlur,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, unknown>;
  /** The value leaves the form with the field: a field shown only for one choice is not checked or sent otherwise. */
  shouldUnregister?: boolean;
}) {
  const { field, fieldState } = useController({ name, control, shouldUnregister });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
    />
  );
}
