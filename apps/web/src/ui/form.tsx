import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useId, type ComponentProps, type ReactNode } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type Resolver,
  type DefaultValues,
  type FieldPath,
  type FieldError,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { FormTextField } from './FormTextField';

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

/** A zod-free check of the contract's: the values it checked, or its first message per field. */
export type FormCheck<I, O> =
  { ok: true; values: O } | { ok: false; issues: Partial<Record<keyof I & string, string>> };

/**
 * A form on a zod-free check that the contract holds to a schema (the same rules, messages and checked
 * values, e.g. `checkProfileForm`), for a page that should not download zod for one form (issue #33);
 * otherwise as `useSchemaForm`.
 */
export function useCheckedForm<I extends FieldValues, O extends FieldValues>(
  check: (values: I) => FormCheck<I, O>,
  defaultValues: DefaultValues<NoInfer<I>>,
): UseFormReturn<I, unknown, O> {
  // As the zod resolver answers: the checked values, or each field's first message.
  const resolver: Resolver<I, unknown, O> = (values, _context, options) => {
    const checked = check(values);
    if (checked.ok) return { values: checked.values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(checked.issues))
      errors[field] = { type: 'custom', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
  return useForm<I, unknown, O>({ resolver, defaultValues, mode: 'onTouched' });
}

/**
 * Checks `field` again, once it was touched, whenever a field it is compared with changes: a confirmation
 * follows its password as the user edits either, not only when the confirmation itself is edited.
 */
export function useRecheck<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  field: FieldPath<T>,
  on: FieldPath<T>[],
): void {
  const compared = JSON.stringify(useWatch({ control: form.control, name: on }));
  useEffect(() => {
    if (form.getFieldState(field).isTouched) void form.trigger(field);
  }, [form, field, compared]);
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

type SchemaTextFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof FormTextField>,
  'id' | 'name' | 'error' | 'value' | 'onChange'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, unknown>;
  id?: string;
  /** Rewrites what is typed before it is stored, e.g. the phone mask of §5. */
  format?: (typed: string) => string;
};

/** The server's message for one body field of a failed call, for a form not on `useSchemaForm`. */
export const serverIssue = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.issues.find((i) => i.path === `body.${field}`)?.message : undefined;

/**
 * A text field bound to one field of a schema form: its value, and its message under it once touched.
 * Built on FormTextField, so the small public pages that use it stay small.
 */
export function SchemaTextField<T extends FieldValues>({
  name,
  control,
  id,
  format,
  onBlur,
  ...props
}: SchemaTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const autoId = useId();
  return (
    <FormTextField
      {...props}
      id={id ?? `${autoId}-${name}`}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/** A checkbox bound to one boolean field of a schema form, with its message under it once touched. */
export function SchemaCheckbox<T extends FieldValues>({
  name,
  control,
  label,
}: {
  name: FieldPath<T>;
  control: Control<T, unknown, unknown>;
  label: ReactNode;
}) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => {
              field.onChange(event.target.checked);
              field.onBlur();
            }}
          />
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
