import { lazy } from 'react';
import { FlaggedChoice } from '../features/cancellations/FlaggedChoice';
import { RecordsPage, type RecordPieces } from '../features/records/RecordsPage';

// The record lists open the claim wizard and a policy's documents, which belong to other features: the
// app puts them together, so no feature imports another (.dependency-cruiser.cjs). They load when opened.
const pieces: RecordPieces = {
  FileClaim: lazy(() =>
    import('../features/claims/wizard/ClaimWizard').then((m) => ({ default: m.ClaimWizard })),
  ),
  Documents: lazy(() =>
    import('../features/documents/DocumentsDialog').then((m) => ({ default: m.DocumentsDialog })),
  ),
};

/** The Applications, Policies and Flagged Cancellations pages (file 1 §7 'Property'). */
export const ApplicationsPage = () => <RecordsPage kind="application" {...pieces} />;
export const PoliciesPage = () => <RecordsPage kind="policy" {...pieces} />;
export const FlaggedPoliciesPage = () => (
  <RecordsPage kind="policy-cancel" {...pieces} Choose={FlaggedChoice} />
);
