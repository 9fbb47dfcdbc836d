import {
  assessClaim,
  claimChecklist,
  type AssessmentClaim,
  type AssessmentPolicy,
  type ClaimAssessment,
  type ClaimPolicy,
} from '@lease/contract';
import type { ClaimForm } from './claimForm';
import type { ClaimFiles } from './claimFiles';
import { filesForChecklist, paperFactsOf } from './ReadinessPanel';
import { statementErrors, statementOf } from './statementForm';

/**
 * The policy's figures as the assessment reads them, exactly as the API hands them to it (the same
 * figure on both sides): a policy without rent coverage on file covers no rent.
 */
export function assessmentPolicy(p: ClaimPolicy): AssessmentPolicy {
  return {
    coverageStart: p.CoverageStartDate__c ?? p.Lease_Start_Date__c,
    coverageEnd: p.CoverageEndDate__c ?? p.Lease_End_Date__c,
    leaseEnd: p.Lease_End_Date__c,
    rentCoverage: p.ldr_coverage,
    damageCoverage: p.damage_coverage_amount,
    totalCoverage: p.total_coverage_amount,
    indemnityPaid: p.paid_on_rider,
  };
}

/**
 * "What we expect to pay": the contract's assessment run in the browser on the form as it stands, filed
 * today, with the papers the wizard holds. The lines that do not yet read are left out.
 */
export function wizardEstimate(
  form: ClaimForm,
  files: ClaimFiles,
  policy: ClaimPolicy,
  today: string,
): ClaimAssessment {
  const errors = statementErrors(form.claimStatement, form.relatedExpense);
  const claim: AssessmentClaim = {
    securityDeposit: /^\d+(\.\d{1,2})?$/.test(form.securityDeposit) ? form.securityDeposit : '0',
    rentDate: form.rentDate || today,
    relatedExpense: form.relatedExpense,
    occupiedStatus: form.occupiedStatus,
    evictionFiledStatus: form.evictionFiledStatus,
    evictionFilingDate: form.evictionFilingDate,
    lateFilingExplanation: form.lateFilingExplanation,
    claimType: form.claimType,
    leaseEndDate: form.leaseEndDate || undefined,
    reRentedDate: form.reRentedDate || undefined,
    claimStatement: statementOf(form.claimStatement).filter((_, i) => !errors[i]),
  };
  const papers = claimChecklist(paperFactsOf(form), filesForChecklist(files));
  return assessClaim({ claim, policy: assessmentPolicy(policy), papers, filedOn: today });
}
