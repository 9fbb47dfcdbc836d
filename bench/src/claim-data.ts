/** A day relative to today, as the create call takes dates (YYYY-MM-DD). */
export const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The create call's claimData (file 2 §7) for the Tenant Default claim every bench files: on a policy in
 * force, lease dates around today, no late filing. Callers add what their run needs (tenants, files).
 */
export function benchClaimData(policy: { id: string; state: string }, comment: string) {
  return {
    kindOfClaim: 'llp',
    riderId: policy.id,
    propertyState: policy.state,
    leaseStartDate: daysFromNow(-200),
    leaseEndDate: daysFromNow(165),
    tenants: [] as { id: string; name: string; Date_of_Birth__c_changed: string }[],
    securityDeposit: '1500',
    claimType: { tenantDefault: true },
    relatedExpense: 'No',
    paymentAgreement: 'No',
    rentDate: daysFromNow(-30),
    evictionFiledStatus: false,
    contactName: 'Bench Contact',
    contactTitle: 'Manager',
    contactEmail: 'bench@demo.test',
    contactPhone: '(212) 555-0100',
    paymentMethod: 'eCheck',
    receiptPayee: 'Bench LLC',
    receiptEmail: 'ap@demo.test',
    additionalComment: comment,
  };
}
