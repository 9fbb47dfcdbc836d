import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  CLAIM_FILE_ACCEPT,
  CLAIM_FILE_KIND_LABELS,
  OTHER_FILE_KINDS,
  CLAIM_DECISION_LABELS,
  DENIAL_REASON_LABELS,
  routes,
  type ClaimStatus,
  type PaperCheck,
} from '@lease/contract';
import { apiForm } from '../../api/client';
import { formatDetailDate, formatMoney } from '../../ui/format';
import { errorMessage, toast } from '../../ui/toast';
import { AssessmentView } from './AssessmentView';
import { claimKeys } from '../../api/keys/claimKeys';

type Decision = routes.claims.ClaimDecision;
type Paper = Decision['papers'][number];

/** The kind a requested paper is sent as: its own under Other Documents, else 'other' (the lease, the ledger). */
export const uploadKindOf = (paper: Paper) =>
  (OTHER_FILE_KINDS as readonly string[]).includes(paper) ? paper : 'other';

/** One requested paper with its own upload button: the files sent are said to be that paper. */
function PaperUpload({ claimId, paper, received }: { claimId: string; paper: Paper; received: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const label = CLAIM_FILE_KIND_LABELS[paper];
  const send = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      form.append('claimId', claimId);
      for (const _ of files) form.append('otherFileKinds', uploadKindOf(paper));
      for (const f of files) form.append('otherFiles', f, f.name);
      return apiForm(routes.claims.addClaimFiles, form);
    },
    onSuccess: (answer) => {
      toast.success(answer.message ?? `${label}: sent.`);
      void queryClient.invalidateQueries({ queryKey: claimKeys.detail(claimId) });
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ flex: 1, display: 'flex', gap: 0.5, alignItems: 'center' }}>
        {received && <CheckCircleIcon color="success" fontSize="small" aria-label="Received" />}
        {label}
      </Typography>
      <Button
        variant={received ? 'outlined' : 'contained'}
        onClick={() => input.current?.click()}
        disabled={send.isPending}
      >
        Upload {label.toLowerCase()}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={CLAIM_FILE_ACCEPT}
        data-testid={`upload-${paper}`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) send.mutate(files);
        }}
      />
    </Stack>
  );
}

/**
 * The desk's decision as the landlord reads it (issue #32): what was decided, when and the message;
 * the payout line by line from the assessment it saw; for a documents request still open, one upload
 * button per paper asked for.
 */
export function DecisionPanel({
  claimId,
  status,
  decision,
  papers,
}: {
  claimId: string;
  status: ClaimStatus;
  decision: Decision;
  papers: readonly Pick<PaperCheck, 'paper' | 'present'>[];
}) {
  const d = decision;
  const title = CLAIM_DECISION_LABELS[d.decision];
  const open = d.decision === 'request_documents' && status === 'documents_requested';
  const present = new Set(papers.filter((p) => p.present).map((p) => p.paper));
  return (
    <Box
      component="section"
      aria-labelledby="decision-title"
      sx={{ border: 1, borderColor: 'primary.main', borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id="decision-title" variant="subtitle1" component="h2">
        {title}
        {d.decision === 'approve' && d.payout ? `: ${formatMoney(d.payout)}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDetailDate(d.decided_at)}
        {d.decided_by_name ? ` · ${d.decided_by_name}` : ''}
        {d.reason ? ` · ${DENIAL_REASON_LABELS[d.reason]}` : ''}
      </Typography>
      <Typography variant="body1" sx={{ my: 1, whiteSpace: 'pre-wrap' }}>
        {d.message}
      </Typography>
      {open && (
        <Stack spacing={1} sx={{ my: 2 }} aria-label="Papers requested">
          {d.papers.map((p) => (
            <PaperUpload key={p} claimId={claimId} paper={p} received={present.has(p)} />
          ))}
        </Stack>
      )}
      {d.decision !== 'request_documents' && (
        <AssessmentView
          assessment={
            d.decision === 'approve' && d.payout ? { ...d.assessment, payout: d.payout } : d.assessment
          }
          title="Payout"
          headingId="decision-payout-title"
        />
      )}
    </Box>
  );
}
