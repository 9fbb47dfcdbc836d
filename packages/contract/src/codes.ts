/** Application stage codes in their order (file 2 §3). */
export const STAGES = [
  { code: 'Stage00', label: '00 - Entrata' },
  { code: 'Stage01', label: '01 - Tenant Evaluation' },
  { code: 'Stage02', label: '02 - Document Verification and Onboarding' },
  { code: 'Stage02A', label: '02A - Final Review' },
  { code: 'Stage04', label: '04 - Agreement Signed' },
  { code: 'Stage05', label: '05 - Policy Issued' },
  { code: 'Stage06', label: '06 - Policy Declined' },
  { code: 'Cancelled', label: 'Cancelled Application' },
] as const;
export type StageCode = (typeof STAGES)[number]['code'];
export const STAGE_CODES = STAGES.map((s) => s.code) as [StageCode, ...StageCode[]];

/** A stage containing 02 is the approved state that lists missing docs. */
export const isApprovedStage = (code: string): boolean => code.includes('02');

export const PRODUCTS = [
  { code: 'AE', label: 'Auto Enroll' },
  { code: 'RG', label: 'Rent Guaranty' },
  { code: 'LDR', label: 'LDR' },
  { code: 'LDRC', label: 'LDR Commercial' },
] as const;
export type ProductCode = (typeof PRODUCTS)[number]['code'];
export const PRODUCT_CODES = PRODUCTS.map((p) => p.code) as [ProductCode, ...ProductCode[]];

/** A stage code as the lists and dialogs show it; an unknown code shows as it came. */
export const stageLabel = (code: string): string => STAGES.find((s) => s.code === code)?.label ?? code;

/** A product as "code label" (just the code where they are the same); an unknown code shows as it came. */
export const productLabel = (code: string): string => {
  const p = PRODUCTS.find((x) => x.code === code);
  return p ? (p.label === p.code ? p.code : `${p.code} ${p.label}`) : code;
};

export const DISPUTE_REASONS = [
  'Cancellation',
  'Different Amount',
  'Duplicate',
  'Claim Filed',
  'Other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
