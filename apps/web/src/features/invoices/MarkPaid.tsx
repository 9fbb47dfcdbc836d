import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { routes } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { errorMessage, toast } from '../../ui/toast';
import { useInvoiceRefresh } from './invoiceQueries';

/**
 * Our billing staff record that an invoice was paid in full, on the day the money arrived (today
 * unless changed). The server refuses while a dispute is open, so the page offers it only without one.
 */
export function MarkPaid({ invoiceId }: { invoiceId: string }) {
  const [paidOn, setPaidOn] = useState(dayjs().format('YYYY-MM-DD'));
  const refresh = useInvoiceRefresh(invoiceId);
  const pay = useMutation({
    mutationFn: () => apiRequest(routes.invoices.invoiceMarkPaid, { body: { id: invoiceId, paidOn } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The invoice is paid.');
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Stack
      component="form"
      aria-label="Mark paid"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (paidOn) pay.mutate();
      }}
    >
      <TextField
        size="small"
        type="date"
        label="Paid on"
        value={paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined" loading={pay.isPending} disabled={!paidOn}>
        Mark paid
      </Button>
    </Stack>
  );
}
