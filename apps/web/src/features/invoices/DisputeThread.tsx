import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { routes, type Dispute, type InvoiceLine } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { formatDateTime } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import { useInvoiceRefresh, useIsBilling } from './invoiceQueries';
import { DisputeAttachment } from './DisputeAttachment';
import { ResolveDispute } from './ResolveDispute';
import { useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';

/** The conversation, oldest first; our billing staff's words are marked as theirs. */
function Messages({ messages }: { messages: Dispute['messages'] }) {
  return (
    <Stack component="ol" spacing={1} aria-label="Conversation" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((m) => (
        <Box
          component="li"
          key={m.id}
          sx={{
            p: 1.5,
            borderRadius: 1,
            bgcolor: m.byStaff ? 'action.hover' : 'transparent',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {m.byName ?? 'Someone'}
            {m.byStaff ? ' · Billing team' : ''} · {formatDateTime(m.at)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** A reply, checked as the server checks it. */
const replySchema = routes.invoices.disputeMessage.body.pick({ body: true });

/** The reply box of an open dispute, for the landlord's people and our staff alike. */
function Reply({ invoiceId, disputeId }: { invoiceId: string; disputeId: string }) {
  const form = useSchemaForm(replySchema, { body: '' });
  const body = form.watch('body');
  const refresh = useInvoiceRefresh(invoiceId);
  const send = useMutation({
    mutationFn: (text: string) =>
      apiRequest(routes.invoices.disputeMessage, { body: { disputeId, body: text } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Message sent.');
      form.reset();
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(e) => void form.handleSubmit((reply) => send.mutate(reply.body))(e)}
      noValidate
    >
      <SchemaMuiTextField
        control={form.control}
        name="body"
        label="Reply"
        size="small"
        multiline
        minRows={1}
        fullWidth
        disabled={send.isPending}
      />
      <Button
        type="submit"
        variant="outlined"
        endIcon={<SendIcon />}
        loading={send.isPending}
        disabled={!body.trim()}
        sx={{ flexShrink: 0 }}
      >
        Send
      </Button>
    </Stack>
  );
}

/** One dispute: its reason, what it covers, its standing, its conversation and what may be done now. */
function DisputeCard({
  invoiceId,
  dispute,
  lines,
}: {
  invoiceId: string;
  dispute: Dispute;
  lines: InvoiceLine[];
}) {
  const billing = useIsBilling();
  const riderOf = new Map(lines.map((l) => [l.id, l.riderId]));
  const covers = dispute.wholeInvoice
    ? 'The whole invoice'
    : dispute.lineIds.map((id) => riderOf.get(id) ?? 'a line of another building').join(', ');
  const open = dispute.status === 'open';
  return (
    <Paper variant="outlined" component="article" aria-label={`Dispute: ${dispute.reason}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {dispute.reason}
        </Typography>
        <StatusChip status={dispute.status} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          opened {formatDateTime(dispute.createdAt)}
          {dispute.resolvedAt ? `, resolved ${formatDateTime(dispute.resolvedAt)}` : ''}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: dispute.attachmentName ? 0.5 : 1 }}>
        Disputed: {covers}
      </Typography>
      {dispute.attachmentName && (
        <Box sx={{ mb: 1 }}>
          <DisputeAttachment disputeId={dispute.id} fileName={dispute.attachmentName} />
        </Box>
      )}
      <Messages messages={dispute.messages} />
      {open && (
        <Box sx={{ mt: 1.5 }}>
          <Reply invoiceId={invoiceId} disputeId={dispute.id} />
        </Box>
      )}
      {open && billing && <ResolveDispute invoiceId={invoiceId} dispute={dispute} lines={lines} />}
    </Paper>
  );
}

/** The invoice's disputes, oldest first as the server lists them, each with its conversation. */
export function DisputeThread({
  invoiceId,
  disputes,
  lines,
}: {
  invoiceId: string;
  disputes: Dispute[];
  lines: InvoiceLine[];
}) {
  if (disputes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="invoice-disputes-heading" sx={{ mt: 3 }}>
      <Typography
        id="invoice-disputes-heading"
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', display: 'block' }}
      >
        Disputes ({disputes.length})
      </Typography>
      <Stack spacing={2}>
        {disputes.map((d) => (
          <DisputeCard key={d.id} invoiceId={invoiceId} dispute={d} lines={lines} />
        ))}
      </Stack>
    </Box>
  );
}
