import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDay, PICKER_DATE_FORMAT, US_STATES } from '@lease/contract';
import { useAuthStore } from '../../../store/auth';
import { applyChange, policyChosen, type ClaimForm } from './claimForm';
import { type FormErrors } from './claimChecks';
import { DateInput, SelectInput, TextInput } from './fields';
import { useWizardSetup } from './useWizardSetup';
import { wizardQueries } from './wizardQueries';

/**
 * A heading inside the State list. The menu makes each of its children an option that picks on click:
 * a heading takes neither the role nor the handlers, so the keyboard and the screen reader pass it by.
 */
function GroupHeading({ text }: { text: string }) {
  return (
    <ListSubheader role="presentation" sx={{ lineHeight: 2.5, fontWeight: 600 }}>
      {text}
    </ListSubheader>
  );
}

/**
 * The State list (issue #25): the states of the caller's buildings first, under a heading, then the
 * others; a state chosen where the caller has no building says so under the field. Before the states
 * of the buildings are known, every state is listed as one group.
 */
function StateSelect({
  value,
  onChange,
  error,
  shown,
}: {
  value: string;
  onChange: (state: string) => void;
  error?: string | undefined;
  shown: boolean;
}) {
  const setup = useWizardSetup();
  const admin = useAuthStore((s) => s.currentUser?.role === 'admin');
  const own = new Set(setup?.states ?? []);
  const item = (s: (typeof US_STATES)[number]) => (
    <MenuItem key={s.abbreviation} value={s.abbreviation}>
      {s.name}
    </MenuItem>
  );
  const heading = (text: string) => <GroupHeading key={text} text={text} />;
  const chosen = US_STATES.find((s) => s.abbreviation === value);
  const noBuilding =
    setup && chosen && !own.has(chosen.abbreviation)
      ? admin
        ? `No building is in ${chosen.name}.`
        : `None of your buildings is in ${chosen.name}.`
      : undefined;
  return (
    <TextInput
      select
      label="State"
      value={value}
      onChange={onChange}
      error={error}
      shown={shown}
      helperText={noBuilding}
    >
      {setup && own.size > 0
        ? [
            heading(admin ? 'States with buildings' : 'States of your buildings'),
            ...US_STATES.filter((s) => own.has(s.abbreviation)).map(item),
            heading('Other states'),
            ...US_STATES.filter((s) => !own.has(s.abbreviation)).map(item),
          ]
        : US_STATES.map(item)}
    </TextInput>
  );
}

/** Step 0's landlord and apartment lists (the review names the chosen ones from the same cache). */
export function useLocateLists(form: Pick<ClaimForm, 'propertyState' | 'landlord'>) {
  const landlords = useQuery({
    ...wizardQueries.landlords(form.propertyState),
    enabled: Boolean(form.propertyState),
  });
  const apartments = useQuery({
    ...wizardQueries.apartments(form.propertyState, form.landlord),
    enabled: Boolean(form.propertyState && form.landlord),
  });
  return { landlords, apartments };
}

/**
 * Step 0, Locate Your Apartment Complex (file 2 §4): State → Landlord → Apartment Name → Policy
 * Number, each choice clearing what depends on it; the policy's term, then the lease dates.
 */
export function LocateStep({
  form,
  set,
  errors,
  shown,
}: {
  form: ClaimForm;
  set: (next: ClaimForm) => void;
  errors: FormErrors;
  shown: boolean;
}) {
  const { landlords, apartments } = useLocateLists(form);
  const policies = useQuery({
    ...wizardQueries.policies(form.apartment),
    enabled: Boolean(form.apartment),
  });
  const change = (c: Partial<ClaimForm>) => set(applyChange(form, c));
  const choosePolicy = (id: string) => {
    const p = policies.data?.find((x) => x.Id === id);
    if (p) change(policyChosen(p));
  };
  const nothing = (q: { data?: unknown[] | undefined; isSuccess: boolean }, what: string) =>
    q.isSuccess && q.data?.length === 0 ? `No ${what} found` : undefined;

  return (
    <Stack spacing={2.5}>
      <StateSelect
        value={form.propertyState}
        onChange={(propertyState) => change({ propertyState })}
        error={errors.propertyState}
        shown={shown}
      />
      <SelectInput
        label="Landlord"
        value={form.landlord}
        onChange={(landlord) => change({ landlord })}
        options={(landlords.data ?? []).map((l) => ({ value: l.Landlord__c, label: l.Name }))}
        disabled={!form.propertyState}
        error={nothing(landlords, 'landlord in this state') ?? errors.landlord}
        shown={shown || landlords.data?.length === 0}
      />
      <SelectInput
        label="Apartment Name"
        value={form.apartment}
        onChange={(apartment) => change({ apartment })}
        options={(apartments.data ?? []).map((a) => ({ value: a.Id, label: a.Name }))}
        disabled={!form.landlord}
        error={nothing(apartments, 'apartment complex') ?? errors.apartment}
        shown={shown || apartments.data?.length === 0}
      />
      <SelectInput
        label="Policy Number"
        value={form.riderId}
        onChange={choosePolicy}
        options={(policies.data ?? []).map((p) => ({ value: p.Id, label: p.Renewal_Rider_ID__c }))}
        disabled={!form.apartment}
        error={nothing(policies, 'policy for this apartment complex') ?? errors.riderId}
        shown={shown || policies.data?.length === 0}
      />
      {form.riderId && (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gap: 2,
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <div>
              <Typography variant="caption" color="text.secondary">
                Policy Start Date
              </Typography>
              <Typography>{formatDay(form.policyStartDate, PICKER_DATE_FORMAT)}</Typography>
            </div>
            <div>
              <Typography variant="caption" color="text.secondary">
                Policy End Date
              </Typography>
              <Typography>{formatDay(form.policyEndDate, PICKER_DATE_FORMAT)}</Typography>
            </div>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <DateInput
              label="Lease Start Date"
              value={form.leaseStartDate}
              onChange={(leaseStartDate) => change({ leaseStartDate, leaseTermIscorrect: true })}
              error={errors.leaseStartDate}
              shown={shown}
            />
            <DateInput
              label="Lease End Date"
              value={form.leaseEndDate}
              onChange={(leaseEndDate) => change({ leaseEndDate, leaseTermIscorrect: true })}
              error={errors.leaseEndDate}
              shown={shown}
            />
          </Box>
        </>
      )}
      {(landlords.isError || apartments.isError || policies.isError) && (
        <Alert severity="error">The lists could not be loaded. Check your connection and try again.</Alert>
      )}
    </Stack>
  );
}
