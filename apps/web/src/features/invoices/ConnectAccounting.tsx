import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { INVOICE_TEXTS } from '@lease/contract';
import { apiCall } from '../../api/client';
import { errorMessage, toast } from '../../ui/toast';
import * as invoiceCalls from '@lease/contract/addresses/invoices';

/**
 * 'Connect accounting' (our staff): asks the server for the accounting system's authorisation address
 * (file 2 §3 redirectURL) and sends the browser there. A failure, the 503 of a connection not set up
 * among them, is the page's error state (§8), so it is handed to the page rather than toasted.
 */
export function ConnectAccounting({ onError }: { onError: (message: string | null) => void }) {
  const connect = useMutation({
    mutationFn: () => apiCall(invoiceCalls.invoiceOauth),
    onMutate: () => onError(null),
    onSuccess: ({ redirectURL }) => window.location.assign(redirectURL),
    onError: (error) => onError(errorMessage(error)),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<LinkIcon />}
      onClick={() => connect.mutate()}
      loading={connect.isPending || connect.isSuccess}
    >
      Connect accounting
    </Button>
  );
}

/**
 * The accounting system sends the browser back to /dashboard/invoice?accounting=connected (or =denied):
 * say how it went once, then drop the parameter so a reload does not say it again.
 */
export function useAccountingReturn(): void {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('accounting');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'connected') toast.success(INVOICE_TEXTS.connected);
    else toast.error('The accounting system was not connected: the authorisation was refused.');
    setParams(
      (p) => {
        p.delete('accounting');
        return p;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}
