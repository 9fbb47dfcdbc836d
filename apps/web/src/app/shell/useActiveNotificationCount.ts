/**
 * The bell's count of active notifications. The real-time channel and the notification calls are
 * not in the contract yet, so none is active.
 */
export function useActiveNotificationCount(): number {
  return 0;
}
