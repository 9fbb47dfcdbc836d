import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId, useState } from 'react';
import { CLAIM_LIMITS, PICKER_DATE_FORMAT } from '@lease/contract';
import { DateInput as SharedDateInput } from '../../../ui/DateInput';
import type { YesNo } from './claimForm';

type Base = { label: string; error?: string | undefined; shown: boolean };

/**
 * A text box of the wizard: its error shows once the step has been tried (`shown`), or as soon as the
 * filer leaves it with something typed ('Invalid Input' as the field is left, file 2 §5 step 4). A shown
 * error marks the field `data-problem`, where Next pressed too early puts the focus (wizardFocus.ts).
 */
export function TextInput({
  label,
  value,
  onChange,
  error,
  shown,
  onBlur,
  ...rest
}: Base & { value: string; onChange: (v: string) => void } & Omit<
    TextFieldProps,
    'value' | 'onChange' | 'error' | 'label'
  >) {
  const [left, setLeft] = useState(false);
  const show = (shown || left) && Boolean(error);
  return (
    <TextField
      fullWidth
      {...rest}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        if (value) setLeft(true);
        onBlur?.(e);
      }}
      error={show}
      helperText={show ? error : rest.helperText}
      {...problem(show)}
    />
  );
}

/** The mark of a field whose problem shows, for the focus to find it. */
export const problem = (show: boolean) => (show ? { 'data-problem': 'true' } : {});

/**
 * A date as file 2 §5 has it, MM/DD/YYYY from 01/01/2018 whatever the person's date format (the spec
 * fixes the wizard's; docs/design.md), labelled with that format under the field.
 */
export function DateInput({
  label,
  value,
  onChange,
  error,
  shown,
  max,
  disabled,
}: Base & { value: string; onChange: (v: string) => void; max?: string; disabled?: boolean }) {
  return (
    <SharedDateInput
      label={label}
      value={value}
      onChange={onChange}
      format={PICKER_DATE_FORMAT}
      helperText={`${PICKER_DATE_FORMAT} (US)`}
      error={error}
      shown={shown}
      min={CLAIM_LIMITS.pickerMinDate}
      max={max}
      disabled={disabled}
    />
  );
}

/** A Yes/No question as two radio buttons. */
export function YesNoField({
  label,
  value,
  onChange,
  error,
  shown,
  disabled,
}: Base & { value: YesNo | boolean; onChange: (v: 'Yes' | 'No') => void; disabled?: boolean }) {
  const id = useId();
  const current = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
  const show = shown && Boolean(error);
  return (
    <FormControl error={show} disabled={disabled} {...problem(show)}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={current}
        onChange={(e) => onChange(e.target.value as 'Yes' | 'No')}
      >
        <FormControlLabel value="Yes" control={<Radio />} label="Yes" />
        <FormControlLabel value="No" control={<Radio />} label="No" />
      </RadioGroup>
      {show && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A checkbox with its label. */
export function CheckField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: React.ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />
      }
      label={label}
    />
  );
}

/** A drop-down of options by value and label. */
export function SelectInput({
  label,
  value,
  onChange,
  options,
  error,
  shown,
  disabled,
}: Base & {
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <TextInput
      select
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      shown={shown}
      disabled={disabled}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextInput>
  );
}

/** Currency as file 2 §5 formats it: a $ prefix, thousands separators, up to 3 decimals. */
export function formatCurrencyInput(typed: string): string {
  const clean = typed.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = clean.split('.');
  const fraction = rest.join('').slice(0, 3);
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (!grouped && !clean.includes('.')) return '';
  return `$${grouped || '0'}${clean.includes('.') ? `.${fraction}` : ''}`;
}

/** The amount the currency input shows, as the claim JSON sends it. */
export const currencyValue = (shown: string): string => shown.replace(/[$,]/g, '');
