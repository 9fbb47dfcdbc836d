import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isFuturePolicy, policyChosen, type ClaimForm } from './claimForm';
import { wizardQueries } from './wizardQueries';

/**
 * What the wizard reads of the chosen policy: its record (to fill a policy preset from a row), its
 * tenants (step 1), whether a claim was already filed on it, and the claims address the dialogs name.
 */
export function usePolicyLookups(form: ClaimForm, set: (next: ClaimForm) => void) {
  const policies = useQuery({
    ...wizardQueries.policies(form.apartment),
    enabled: Boolean(form.apartment),
  });
  const policy = policies.data?.find((p) => p.Id === form.riderId);
  const tenants = useQuery({
    ...wizardQueries.tenants(form.riderId),
    enabled: Boolean(form.riderId),
  });
  const duplicated = useQuery({
    ...wizardQueries.duplicated(form.riderId),
    enabled: Boolean(form.riderId),
  });

  // A policy preset from a row arrives as its id alone: its number and term come with its record.
  useEffect(() => {
    if (policy && !form.riderName) set({ ...form, ...policyChosen(policy) });
  }, [policy, form, set]);
  // The tenants of a newly chosen policy, each with the date of birth on file to confirm.
  const records = tenants.data?.tenant_result.records;
  useEffect(() => {
    if (records && form.riderName && form.tenants.length === 0 && records.length > 0) {
      set({ ...form, tenants: records.map((t) => ({ id: t.id, name: t.name, dob: t.dob ?? '' })) });
    }
  }, [records, form, set]);

  return {
    policy,
    duplicate: duplicated.data?.isDuplicated ?? false,
    duplicateClaim: duplicated.data?.claimData[0],
    claimsEmail: duplicated.data?.claimsEmail ?? '',
    future: (today: string) => isFuturePolicy(form, today),
  };
}
