import { DateInput } from './DateInput';

/**
 * A grid toolbar's date filter: the shared date field, small, in the person's date format (issue #36:
 * no native mm/dd/yyyy beside DD/MM rows); its value is YYYY-MM-DD or empty.
 */
export function DateFilterField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <DateInput label={label} value={value} onChange={onChange} size="small" fullWidth={false} />;
}
