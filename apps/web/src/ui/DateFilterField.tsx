import { lazy, Suspense } from 'react';

// The date field is MUI's TextField, which brings Select, Menu and Popover (the `later` file, about
// 20 KB): loaded with the desktop's toolbar, or when a phone opens its list's filters, never first.
const DateInput = lazy(() => import('./DateInput').then((m) => ({ default: m.DateInput })));

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
  return (
    <Suspense fallback={null}>
      <DateInput label={label} value={value} onChange={onChange} size="small" fullWidth={false} />
    </Suspense>
  );
}
