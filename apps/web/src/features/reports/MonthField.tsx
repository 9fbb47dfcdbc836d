import { useState } from 'react';
import { PlainTextField } from '../../ui/PlainTextField';

/**
 * A whole-month field that reads "Any month" while empty: Chromium draws an empty month input as
 * "--------- ----", so the native month input is shown only while the field is in use or holds a month.
 */
export function MonthField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string | undefined;
  onChange: (month: string | undefined) => void;
  min?: string;
  max?: string;
}) {
  const [focused, setFocused] = useState(false);
  const native = focused || Boolean(value);
  return (
    <PlainTextField
      type={native ? 'month' : 'text'}
      size="small"
      label={label}
      shrink
      placeholder="Any month"
      value={value ?? ''}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(e) => onChange(/^\d{4}-\d{2}$/.test(e.target.value) ? e.target.value : undefined)}
      inputProps={{ min, max }}
    />
  );
}
