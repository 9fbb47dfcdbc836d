/**
 * The number of flagged policies behind the Flagged Cancellations indicator. The count call belongs
 * to the cancellations area and is not in the contract yet, so there is no number to show: null.
 */
export function useFlaggedCount(): number | null {
  return null;
}
