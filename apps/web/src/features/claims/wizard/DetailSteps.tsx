import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLAIM_TEXTS } from '@lease/contract';
import { applyChange, lateFiling, type ClaimForm } from './claimForm';
import type { FormErrors } from './claimChecks';
import { CheckField, DateInput, problem, TextInput, YesNoField } from './fields';

export interface StepProps {
  form: ClaimForm;
  set: (next: ClaimForm) => void;
  errors: FormErrors;
  shown: boolean;
  today: string;
}

/** Step 1, Tenant Confirmation: each tenant's date of birth and the confirmation box, which stays ticked. */
export function TenantStep({ form, set, errors, shown, today }: StepProps) {
  const setDob = (id: string, dob: string) =>
    set({ ...form, tenants: form.tenants.map((t) => (t.id === id ? { ...t, dob } : t)) });
  return (
    <Stack spacing={2.5}>
      {form.tenants.length === 0 && <Alert severity="info">No tenant is named on this policy.</Alert>}
      {form.tenants.map((t) => (
        <DateInput
          key={t.id}
          label={`Date of Birth of ${t.name}`}
          value={t.dob}
          onChange={(dob) => setDob(t.id, dob)}
          max={today}
          error={t.dob ? undefined : errors.tenants}
          shown={shown}
        />
      ))}
      <Box {...problem(shown && Boolean(errors.birthdaysConfirmed))}>
        <CheckField
          label={CLAIM_TEXTS.birthdayConfirm}
          checked={form.birthdaysConfirmed}
          onChange={(birthdaysConfirmed) => set({ ...form, birthdaysConfirmed })}
          disabled={form.birthdaysConfirmed}
        />
        {shown && errors.birthdaysConfirmed && (
          <FormHelperText error>{errors.birthdaysConfirmed}</FormHelperText>
        )}
      </Box>
    </Stack>
  );
}

/** Step 3, the date of loss and the tenant's status, with the late-filing box from 120 days. */
export function LossStep({ form, set, errors, shown, today }: StepProps) {
  const change = (c: Partial<ClaimForm>) => set(applyChange(form, c));
  return (
    <Stack spacing={2.5}>
      <DateInput
        label="Date of Loss"
        value={form.rentDate}
        onChange={(rentDate) => change({ rentDate })}
        max={today}
        error={errors.rentDate}
        shown={shown}
      />
      {lateFiling(form, today) && (
        <>
          <Typography>{CLAIM_TEXTS.lateFiling}</Typography>
          <TextInput
            label="Late filing explanation"
            multiline
            minRows={3}
            value={form.lateFilingExplanation}
            onChange={(lateFilingExplanation) => change({ lateFilingExplanation })}
            shown={shown}
          />
        </>
      )}
      <YesNoField
        label={CLAIM_TEXTS.tenantLeft}
        value={form.occupiedStatus}
        onChange={(v) => change({ occupiedStatus: v === 'Yes' })}
        shown={shown}
      />
      <YesNoField
        label="Have the keys been returned?"
        value={form.keysReturned}
        onChange={(v) => change({ keysReturned: v === 'Yes' })}
        disabled={!form.occupiedStatus}
        error={errors.keysReturned}
        shown={shown}
      />
      <YesNoField
        label="Have you filed for eviction?"
        value={form.evictionFiledStatus}
        onChange={(v) => change({ evictionFiledStatus: v === 'Yes' })}
        shown={shown}
      />
      {form.evictionFiledStatus && (
        <DateInput
          label="Eviction filing date"
          value={form.evictionFilingDate}
          onChange={(evictionFilingDate) => change({ evictionFilingDate })}
          max={today}
          error={errors.evictionFilingDate}
          shown={shown}
        />
      )}
    </Stack>
  );
}
