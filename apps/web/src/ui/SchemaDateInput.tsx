import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { dateAsked, DateInput, useDateFormat, type DateInputProps } from './DateInput';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The shared date field bound to one field of a schema form (YYYY-MM-DD on the wire). While it holds no
 * readable date (held as typed), the complaint is said in the person's format, not the wire's YYYY-MM-DD.
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
  const error = fieldState.error && (ISO_DAY.test(value) ? fieldState.error.message : dateAsked(format));
  return (
    <DateInput
      {...props}
      value={value}
      // Unreadable text is held as typed, so the schema refuses it rather than take it for no date.
      onChange={(day, typed) => field.onChange(day || typed)}
      error={error}
      shown={Boolean(fieldState.error)}
    />
  );
}
