import { zodResolver } from '@hookform/resolvers/zod';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  useController,
  useForm,
  type Control,
  type Resolver,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client';

/**
 * A form on a contract schema: react-hook-form checks every field with the schema the server applies,
 * so the messages are those of §5 word for word. Fields are checked when left and again on each change.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's overloads cannot follow a generic schema; the schema's own types are the truth.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onTouched',
  });
}

/** Puts the server's field issues (`body.email` …) onto the form's fields; true when any matched. */
export function applyServerIssues<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const issue of error.issues) {
    const field = issue.path.replace(/^body\./, '') as FieldPath<T>;
    form.setError(field, { type: 'server', message: issue.message });
    matched = true;
  }
  return matched;
}

type SchemaTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'value'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, unknown>;
};

/** A text field bound to one field of a schema form: its value, and its message under it once touched. */
export function SchemaTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: SchemaTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
    />
  );
}
