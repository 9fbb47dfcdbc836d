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
  routes,
  type ClaimPaymentMethod,
  type ClaimStatus,
} from '@lease/contract';
import { apiForm, apiRequest } from '../../api/client';
import { errorMessage, toast } from '../../ui/toast';
import { ActionForm } from './ActionForm';
import { claimKeys } from './claimKeys';

const PAYMENT_LABELS: Record<ClaimPaymentMethod, string> = { eCheck: 'eCheck', check: 'Check' };

function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: claimKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: claimKeys.all });
  };
}

/** An admin moves the claim along its timeline with a note; approving asks the approved amount. */
function MoveClaim({ id, status }: { id: string; status: ClaimStatus }) {
  const moves = CLAIM_MOVES[status];
  const [to, setTo] = useState<ClaimStatus | ''>(moves[0] ?? '');
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const refresh = useRefresh(id);
  const move = useMutation({
    mutationFn: () =>
      apiRequest(routes.claims.moveClaimStatus, {
        body: {
          id,
          status: to as ClaimStatus,
          note,
          ...(to === 'approved' ? { approvedAmount: amount } : {}),
        },
      }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Moved.');
      setNote('');
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (moves.length === 0) return null;
  return (
    <ActionForm
      label="Move claim"
      title="Move the claim"
      onSubmit={() => move.mutate()}
      submit="Move"
      disabled={!to || !note.trim() || move.isPending}
      fields={
        <>
          <TextField
            select
            size="small"
            label="Move to"
            value={to}
            onChange={(e) => setTo(e.target.value as ClaimStatus)}
            sx={{ minWidth: 220 }}
          >
            {moves.map((m) => (
              <MenuItem key={m} value={m}>
                {CLAIM_STATUS_LABELS[m]}
              </MenuItem>
            ))}
          </TextField>
          {to === 'approved' && (
            <TextField
              size="small"
              label="Approved amount"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        </>
      }
      footer={
        <TextField
          size="small"
          label="Note"
          multiline
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      }
    />
  );
}

/** An admin records a payment of an approved claim. */
function RecordPayment({ id }: { id: string }) {
  const [method, setMethod] = useState<ClaimPaymentMethod>('eCheck');
  const [paidOn, setPaidOn] = useState(dayjs().format('YYYY-MM-DD'));
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const refresh = useRefresh(id);
  const pay = useMutation({
    mutationFn: () =>
      apiRequest(routes.claims.recordClaimPayment, { body: { id, method, paidOn, amount, reference } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Payment recorded.');
      setAmount('');
      setReference('');
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <ActionForm
      label="Record payment"
      title="Record a payment"
      onSubmit={() => pay.mutate()}
      submit="Record payment"
      disabled={!amount || !reference.trim() || pay.isPending}
      fields={
        <>
          <TextField
            select
            size="small"
            label="Method"
            value={method}
            onChange={(e) => setMethod(e.target.value as ClaimPaymentMethod)}
            sx={{ minWidth: 140 }}
          >
            {CLAIM_PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {PAYMENT_LABELS[m]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label="Paid on"
            value={paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label="Amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label="Reference"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </>
      }
    />
  );
}

/** The filer answers 'documents requested' with more files. */
function AddDocuments({ id }: { id: string }) {
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh(id);
  const send = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      form.append('claimId', id);
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
      <div>
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
      </div>
    </Stack>
  );
}

/** What the viewer may do with the claim: admins move it and record payments; a filer adds documents. */
export function ClaimActions({ id, status, admin }: { id: string; status: ClaimStatus; admin: boolean }) {
  if (admin) {
    return (
      <Stack spacing={3} sx={{ width: '100%' }}>
        <MoveClaim key={status} id={id} status={status} />
        {status === 'approved' && <RecordPayment id={id} />}
      </Stack>
    );
  }
  return status === 'documents_requested' ? <AddDocuments id={id} /> : null;
}
