/** The claim wizard's and the claim calls' texts (file 2 §2, §5, §8, §9), word for word where quoted. */
export const CLAIM_TEXTS = {
  dialogTitle: 'Claim Information',
  duplicate: (email: string) =>
    `Oops! It looks like a claim has already been filed on this policy. Please contact: ${email}`,
  futurePolicy: (email: string) =>
    `The policy period you have selected is a future policy that has not started yet. Please select a current policy that matches the current lease dates. If you have any questions, please contact ${email}`,
  leaseTermOutside: "The lease start and end date you have entered is outside the selected policy's term.",
  leaseTermQuestion: 'Are you sure the entered lease term dates are correct?',
  birthdayConfirm: 'The birthday of the tenant is correct?',
  tenantLeft: 'Has the tenant left the unit?',
  receiptEmail: 'Check receipt email.',
  lateFiling:
    'The date of loss you have entered is greater than 120 days. Please provide an explanation for the reason for late filing',
  invalidInput: 'Invalid Input',
  companyEmailHint: 'Please provide a company email',
  tooMany: (n: number) => `Cannot upload more than ${n} items.`,
  tooBig: 'File too big, max size is 12MB',
  errorTitle: 'Error',
  /** The step 4 notice's lead (file 2 §2): the rest of its sentence is the product's. */
  importantNotice: 'Important Notice',
  /** The failed-submit message that means a claim already exists on the policy (file 2 §4). */
  isDuplicated: 'isDuplicated',
} as const;

/**
 * The wizard's stepper labels, steps 0 to 7, as file 2 §2 heads them; step 3 ("Date of loss and tenant
 * status" there) is labelled by its first field, Date of Loss. The review and result screens have none.
 */
export const CLAIM_STEP_LABELS = [
  'Locate Your Apartment Complex',
  'Tenant Confirmation',
  'Type of Claim',
  'Date of Loss',
  'Contacts',
  'Payment Method',
  'Documents',
  'Additional Comments',
] as const;

/** Business constants of file 2 §9. */
export const CLAIM_LIMITS = {
  lateFilingDays: 120,
  pickerMinDate: '2018-01-01',
  fileMaxBytes: 12_000_000,
  leaseFiles: 1,
  ledgerFiles: 1,
  otherFiles: 10,
  phoneLength: 14,
  tenantsMax: 4,
  moveInIntentDays: 90,
  successAnimationMs: 10_000,
  uploadMessageMs: 4_000,
} as const;

/** The parts of the create call that carry files, as the claim JSON names them (file 2 §7). */
export const CLAIM_FILE_FIELDS = ['leaseFile', 'ledgerFile', 'otherFiles'] as const;
export type ClaimFileField = (typeof CLAIM_FILE_FIELDS)[number];

export const CLAIM_FILE_MAX: Record<ClaimFileField, number> = {
  leaseFile: CLAIM_LIMITS.leaseFiles,
  ledgerFile: CLAIM_LIMITS.ledgerFiles,
  otherFiles: CLAIM_LIMITS.otherFiles,
};

/** Claim types with the tooltip that defines each (file 2 §2). */
export const CLAIM_TYPES = ['damageOnly', 'noShow', 'tenantDefault', 'damages', 'holdOver'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  damageOnly: 'Damage Only',
  noShow: 'No Show',
  tenantDefault: 'Tenant Default',
  holdOver: 'HoldOver',
  damages: 'Damages',
};
/** A claim's types as people read them ("Tenant Default, Damages"), never the codes (issue #36). */
export const claimTypesText = (codes: readonly string[]): string =>
  codes.map((c) => CLAIM_TYPE_LABELS[c as ClaimType] ?? c).join(', ');

export const DAMAGE_TYPES = ['trash', 'scratches', 'other'] as const;
export const DAMAGE_TYPE_LABELS: Record<(typeof DAMAGE_TYPES)[number], string> = {
  trash: 'Trash',
  scratches: 'Scratches/Holes/Burns',
  other: 'Other',
};
/** Places of damage, keyed as the form data spells them (`application` is appliances, `carpert` carpet). */
export const DAMAGE_PLACES = ['application', 'carpert', 'wall', 'other'] as const;
export const DAMAGE_PLACE_LABELS: Record<(typeof DAMAGE_PLACES)[number], string> = {
  application: 'Appliance Damages',
  carpert: 'Carpet/Flooring',
  wall: 'Wall/Ceilings',
  other: 'Other',
};

/** The four acceptable No Show documents of a move-in intent (file 2 §5). */
export const ACCEPTABLE_DOCUMENTS = [
  'Signed lease',
  'Roommate agreement',
  'Move-in inspection report',
  'Documented tenant communication',
] as const;

export const PAYMENT_METHODS = ['eCheck', 'physical_check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  eCheck: 'eCheck - fastest',
  physical_check: 'Mailed Physical Check',
};

/** A claim's status, in the order it moves; denied ends it from any open status. */
export const CLAIM_STATUSES = [
  'submitted',
  'under_review',
  'documents_requested',
  'approved',
  'paid',
  'denied',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  documents_requested: 'Documents Requested',
  approved: 'Approved',
  paid: 'Paid',
  denied: 'Denied',
};

/**
 * Where an admin may move a claim from each status (paid comes from the payments, not a move). A
 * submitted claim may be decided at once from the desk: approved, denied or documents requested.
 */
export const CLAIM_MOVES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ['under_review', 'documents_requested', 'approved', 'denied'],
  under_review: ['documents_requested', 'approved', 'denied'],
  documents_requested: ['under_review', 'approved', 'denied'],
  approved: [],
  paid: [],
  denied: [],
};

/** How a claim payment was made. */
export const CLAIM_PAYMENT_METHODS = ['eCheck', 'check'] as const;
export type ClaimPaymentMethod = (typeof CLAIM_PAYMENT_METHODS)[number];
