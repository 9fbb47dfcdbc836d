import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import {
  CLAIM_FILE_ACCEPT,
  CLAIM_MOVES,
  CLAIM_PAYMENT_METHODS,
  CLAIM_STATUS_LABELS,
  OTHER_FILE_KINDS,
  routes,
  type RouteData,
  type ClaimPaymentMethod,
  type ClaimStatus,
  type OtherFileKind,
  type PaperCheck,
} from '@lease/contract';
import type { z } from 'zod';
import { apiForm, apiRequest } from '../../api/client';
import { useSchemaForm } from '../../ui/form';
import { SchemaDateInput } from '../../ui/SchemaDateInput';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';
import { ActionForm } from './ActionForm';
import { claimKeys } from '../../api/keys/claimKeys';

type ClaimDetail = RouteData<typeof routes.claims.claimRecord>;

const PAYMENT_LABELS: Record<ClaimPaymentMethod, string> = { eCheck: 'eCheck', check: 'Check' };

function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: claimKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: claimKeys.all });
  };
}

/** A move's fields, checked as the server checks them. */
const moveSchema = routes.claims.moveClaimStatus.body.omit({ id: true });

/** An admin moves the claim along its timeline with a note; approving asks the approved amount. */
function MoveClaim({ id, status }: { id: string; status: ClaimStatus }) {
  const moves = CLAIM_MOVES[status];
  const form = useSchemaForm(moveSchema, { status: moves[0], note: '' });
  const [to, note] = form.watch(['status', 'note']);
  const refresh = useRefresh(id);
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (fields: z.output<typeof moveSchema>) =>
      apiRequest(routes.claims.moveClaimStatus, { body: { id, ...fields } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Moved.');
      form.reset({ ...form.getValues(), note: '' });
      // The open record reads the new status at once, from the answer, not when its reload arrives
      // (issue #25); the reload then brings the rest (its history, the approved amount).
      queryClient.setQueryData(claimKeys.detail(id), (claim: ClaimDetail | undefined) =>
        claim ? { ...claim, claim_status: answer.data.claim_status } : claim,
      );
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (moves.length === 0) return null;
  return (
    <ActionForm
      label="Move claim"
      title="Move the claim"
      onSubmit={() => void form.handleSubmit((fields) => move.mutate(fields))()}
      submit="Move"
      disabled={!to || !note.trim() || move.isPending}
      fields={
        <>
          <SchemaMuiTextField
            control={form.control}
            name="status"
            select
            size="small"
            label="Move to"
            sx={{ minWidth: 220 }}
          >
            {moves.map((m) => (
              <MenuItem key={m} value={m}>
                {CLAIM_STATUS_LABELS[m]}
              </MenuItem>
            ))}
          </SchemaMuiTextField>
          {to === 'approved' && (
            <SchemaMuiTextField
              control={form.control}
              name="approvedAmount"
              shouldUnregister
              size="small"
              label="Approved amount"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        </>
      }
      footer={
        <SchemaMuiTextField
          control={form.control}
          name="note"
          size="small"
          label="Note"
          multiline
          minRows={2}
        />
      }
    />
  );
}

/** A payment's fields, checked as the server checks them. */
const paymentSchema = routes.claims.recordClaimPayment.body.omit({ id: true });

/** An admin records a payment of an approved claim. */
function RecordPayment({ id }: { id: string }) {
  const form = useSchemaForm(paymentSchema, {
    method: 'eCheck',
    paidOn: dayjs().format('YYYY-MM-DD'),
    amount: '',
    reference: '',
  });
  const [amount, reference] = form.watch(['amount', 'reference']);
  const refresh = useRefresh(id);
  const pay = useMutation({
    mutationFn: (payment: z.output<typeof paymentSchema>) =>
      apiRequest(routes.claims.recordClaimPayment, { body: { id, ...payment } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Payment recorded.');
      form.reset({ ...form.getValues(), amount: '', reference: '' });
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <ActionForm
      label="Record payment"
      title="Record a payment"
      onSubmit={() => void form.handleSubmit((payment) => pay.mutate(payment))()}
      submit="Record payment"
      disabled={!amount || !reference.trim() || pay.isPending}
      fields={
        <>
          <SchemaMuiTextField
            control={form.control}
            name="method"
            select
            size="small"
            label="Method"
            sx={{ minWidth: 140 }}
          >
            {CLAIM_PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {PAYMENT_LABELS[m]}
              </MenuItem>
            ))}
          </SchemaMuiTextField>
          <SchemaDateInput
            control={form.control}
            name="paidOn"
            size="small"
            fullWidth={false}
            label="Paid on"
          />
          <SchemaMuiTextField
            control={form.control}
            name="amount"
            size="small"
            label="Amount"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <SchemaMuiTextField control={form.control} name="reference" size="small" label="Reference" />
        </>
      }
    />
  );
}

/** The kinds the documents sent may be said to be: the claim's papers that go under Other Documents, or other. */
const kindsOf = (papers: readonly Pick<PaperCheck, 'paper' | 'label'>[]) => [
  ...papers.filter((p): p is typeof p & { paper: OtherFileKind } =>
    (OTHER_FILE_KINDS as readonly string[]).includes(p.paper),
  ),
  { paper: 'other' as const, label: 'Other' },
];

/** The filer answers 'documents requested' with more files, saying what they are. */
function AddDocuments({
  id,
  papers,
}: {
  id: string;
  papers: readonly Pick<PaperCheck, 'paper' | 'label'>[];
}) {
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh(id);
  const [kind, setKind] = useState<OtherFileKind>('other');
  const send = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      form.append('claimId', id);
      for (const _ of files) form.append('otherFileKinds', kind);
      for (const f of files) form.append('otherFiles', f, f.name);
      return apiForm(routes.claims.addClaimFiles, form);
    },
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Documents added.');
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Documents were requested
      </Typography>
      <Typography variant="body2">
        Send the documents asked for in the timeline: pdf, docx, xlsx, jpeg, png or heic, 12MB each.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="These documents are"
          value={kind}
          onChange={(e) => setKind(e.target.value as OtherFileKind)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        >
          {kindsOf(papers).map((p) => (
            <option key={p.paper} value={p.paper}>
              {p.label}
            </option>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={send.isPending}>
          Upload documents
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={CLAIM_FILE_ACCEPT}
          data-testid="add-documents-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) send.mutate(files);
          }}
        />
      </Stack>
    </Stack>
  );
}

/** What the viewer may do with the claim: admins move it and record payments; a filer adds documents. */
export function ClaimActions({
  id,
  status,
  admin,
  papers = [],
}: {
  id: string;
  status: ClaimStatus;
  admin: boolean;
  /** The claim's papers: what the documents added may be said to be. */
  papers?: readonly Pick<PaperCheck, 'paper' | 'label'>[];
}) {
  if (admin) {
    return (
      <Stack spacing={3} sx={{ width: '100%' }}>
        <MoveClaim key={status} id={id} status={status} />
        {status === 'approved' && <RecordPayment id={id} />}
      </Stack>
    );
  }
  return status === 'documents_requested' ? <AddDocuments id={id} papers={papers} /> : null;
}
