import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { routes } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { useSchemaForm } from '../../ui/form';
import { SchemaDateInput } from '../../ui/SchemaDateInput';
import { errorMessage, toast } from '../../ui/toast';
import { useInvoiceRefresh } from './invoiceQueries';

/** The payment day, checked as the server checks it. */
const paidOnSchema = routes.invoices.invoiceMarkPaid.body.pick({ paidOn: true });

/**
 * Our billing staff record that an invoice was paid in full, on the day the money arrived (today
 * unless changed). The server refuses while a dispute is open, so the page offers it only without one.
 */
export function MarkPaid({ invoiceId }: { invoiceId: string }) {
  const form = useSchemaForm(paidOnSchema, { paidOn: dayjs().format('YYYY-MM-DD') });
  const paidOn = form.watch('paidOn');
  const refresh = useInvoiceRefresh(invoiceId);
  const pay = useMutation({
    mutationFn: (day: string) =>
      apiRequest(routes.invoices.invoiceMarkPaid, { body: { id: invoiceId, paidOn: day } }),
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
      onSubmit={(e) => void form.handleSubmit((body) => pay.mutate(body.paidOn))(e)}
      noValidate
    >
      <SchemaDateInput control={form.control} name="paidOn" size="small" fullWidth={false} label="Paid on" />
      <Button type="submit" variant="outlined" loading={pay.isPending} disabled={!paidOn}>
        Mark paid
      </Button>
    </Stack>
  );
}
