import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { dateAsked, DateInput, useDateFormat, type DateInputProps } from './DateInput';

/**
 * The shared date field bound to one field of a schema form (YYYY-MM-DD on the wire). While it holds no
 * readable date, the schema's complaint is said in the person's format, not the wire's YYYY-MM-DD.
 */
export function SchemaDateInput<T extends FieldValues>({
  name,
  control,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange' | 'error' | 'shown'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, unknown>;
}) {
  const { field, fieldState } = useController({ name, control });
  const format = useDateFormat(props.format);
  const value = (field.value as string | null | undefined) ?? '';
  const error = fieldState.error && (value ? fieldState.error.message : dateAsked(format));
  return (
    <DateInput
      {...props}
      value={value}
      onChange={field.onChange}
      error={error}
      shown={Boolean(fieldState.error)}
    />
  );
}
