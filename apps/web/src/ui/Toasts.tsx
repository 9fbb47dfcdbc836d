import { TOAST_MS } from '@lease/contract';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToasts } from './toast';
import { ToastContent } from './ToastContent';

const TOAST_VARIANTS = { success: ToastContent, error: ToastContent, info: ToastContent };

/** notistack's provider on its own, fed by `toast` (ui/toast.ts); loaded with the first toast. */
export default function Toasts() {
  useEffect(() => attachToasts((message, variant) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_MS}
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={TOAST_VARIANTS}
    />
  );
}
