import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';
type Show = (message: string, variant: ToastVariant) => void;

/**
 * The toasts' library (notistack) loads with the first toast, not with every page (issue #27): until
 * its host has mounted, toasts wait here and the host is asked for.
 */
let show: Show | null = null;
const waiting: [string, ToastVariant][] = [];
let wanted = false;
const listeners = new Set<() => void>();

function post(message: string, variant: ToastVariant): void {
  if (show) return show(message, variant);
  waiting.push([message, variant]);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** §4 toasts: green for success, red for failure, blue for news; the host hides them after TOAST_MS. */
export const toast = {
  success: (message: string) => post(message, 'success'),
  error: (message: string) => post(message, 'error'),
  info: (message: string) => post(message, 'info'),
};

/** The host, once mounted, shows what waited and every toast after it; the returned function detaches it. */
export function attachToasts(next: Show): () => void {
  show = next;
  for (const [message, variant] of waiting.splice(0)) next(message, variant);
  return () => {
    if (show === next) show = null;
  };
}

/** Whether a toast has been asked for, so the host should load. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** The text to show for any thrown value: the server's message when there is one. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
