import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  cents,
  fromCents,
  routes,
  type Dispute,
  type DisputeOutcome,
  type InvoiceLine,
} from '@lease/contract';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';
import { useSchemaForm } from '../../ui/form';
import { formatMoney } from '../../ui/format';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';
import { useInvoiceRefresh } from './invoiceQueries';

const OUTCOMES: { value: DisputeOutcome; label: string }[] = [
  { value: 'credit', label: 'Credit lines' },
  { value: 'void', label: 'Void the invoice' },
  { value: 'reject', label: 'Reject' },
];

/** The outcome and the note, checked as the server checks them; the credits are the lines chosen. */
const resolveSchema = routes.invoices.disputeResolve.body.pick({ outcome: true, note: true });

/** What is left to credit on a line: its premium less what was credited before. */
const leftOf = (l: InvoiceLine) => fromCents(cents(l.amount) - cents(l.credited));

/**
 * Our billing staff's answer to an open dispute: credit the disputed lines (each in full, or the amount
 * typed), void the invoice, or reject it, always with a note the landlord's person is sent. The record,
 * the grid and the PDF refresh after it, as the invoice's total changes.
 */
export function ResolveDispute({
  invoiceId,
  dispute,
  lines,
}: {
  invoiceId: string;
  dispute: Dispute;
  lines: InvoiceLine[];
}) {
  const labelId = useId();
  const form = useSchemaForm(resolveSchema, { outcome: 'credit', note: '' });
  const [outcome, note] = useWatch({ control: form.control, name: ['outcome', 'note'] });
  // Line id → the amount typed; '' credits what is left in full.
  const [credits, setCredits] = useState<Map<string, string>>(new Map());
  const refresh = useInvoiceRefresh(invoiceId);
  const creditable = dispute.wholeInvoice ? lines : lines.filter((l) => dispute.lineIds.includes(l.id));

  const resolve = useMutation({
    mutationFn: (answer: z.output<typeof resolveSchema>) =>
      apiRequest(routes.invoices.disputeResolve, {
        body: {
          disputeId: dispute.id,
          outcome: answer.outcome,
          credits:
            answer.outcome === 'credit'
              ? [...credits].map(([lineId, amount]) => ({
                  lineId,
                  ...(amount.trim() ? { amount: amount.trim().replace(/[$,\s]/g, '') } : {}),
                }))
              : [],
          note: answer.note,
        },
      }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The dispute is resolved.');
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const setCredit = (id: string, amount: string | null) =>
    setCredits((current) => {
      const next = new Map(current);
      if (amount === null) next.delete(id);
      else next.set(id, amount);
      return next;
    });
  const ready = note.trim() !== '' && (outcome !== 'credit' || credits.size > 0);

  return (
    <Box
      component="form"
      aria-label="Resolve the dispute"
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit((answer) => {
          if (ready) resolve.mutate(answer);
        })(e)
      }
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="outcome"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={labelId}>Resolve the dispute</FormLabel>
              <RadioGroup
                row
                aria-labelledby={labelId}
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value as DisputeOutcome)}
              >
                {OUTCOMES.map((o) => (
                  <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {outcome === 'credit' && (
          <Stack spacing={1} role="group" aria-label="Lines to credit">
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Choose the lines to credit; leave the amount empty to credit what is left in full.
            </Typography>
            {creditable.map((l) => {
              const chosen = credits.has(l.id);
              return (
                <Stack
                  key={l.id}
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <FormControlLabel
                    sx={{ minWidth: 260 }}
                    control={
                      <Checkbox
                        checked={chosen}
                        onChange={(e) => setCredit(l.id, e.target.checked ? '' : null)}
                      />
                    }
                    label={`Credit ${l.riderId} (${formatMoney(leftOf(l))} left)`}
                  />
                  {chosen && (
                    <TextField
                      size="small"
                      label={`Amount for ${l.riderId}`}
                      placeholder="In full"
                      value={credits.get(l.id) ?? ''}
                      onChange={(e) => setCredit(l.id, e.target.value)}
                      sx={{ width: 200 }}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal' },
                        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                      }}
                    />
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
        <SchemaMuiTextField
          control={form.control}
          name="note"
          label="Note to the landlord"
          required
          multiline
          minRows={2}
          helperText="Sent with the outcome; it also closes the conversation."
        />
        <div>
          <Button
            type="submit"
            variant="contained"
            color={outcome === 'credit' ? 'primary' : 'error'}
            loading={resolve.isPending}
            disabled={!ready}
          >
            Resolve dispute
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
