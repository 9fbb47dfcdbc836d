import { enqueueSnackbar } from 'notistack';

/** §4 toasts: green for success, red for failure, blue for news; the provider hides them after TOAST_MS. */
export const toast = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
};

/** The text to show for any thrown value: the server's message when there is one. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
