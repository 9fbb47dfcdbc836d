import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ClaimDecisionKind, routes } from '@lease/contract';
import { formatMoney } from '../../../ui/format';
import { AssessmentView } from '../AssessmentView';
import { PaperChecklist } from '../PaperChecklist';
import { PaperPreview } from './PaperPreview';
import { claimQueries } from '../claimQueries';
import { deskQueries } from './deskQueries';

type Decision = ClaimDecisionKind;
export type Assessment = routes.claims.ClaimDecision['assessment'];

/** The opened claim: its assessment, its papers in the page, and the three decisions. */
export function DeskClaim({
  row,
  onDecide,
}: {
  row: routes.claims.DeskRow;
  onDecide: (decision: Decision, assessment: Assessment) => void;
}) {
  const assessment = useQuery(deskQueries.assessment(row.id));
  const record = useQuery(claimQueries.detail(row.id));
  const a = assessment.data;
  // The opened claim takes the focus: the keys that follow stay on the desk, not in a paper's frame.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      component="section"
      aria-labelledby="desk-claim-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id="desk-claim-title" variant="h6" component="h2" ref={heading} tabIndex={-1}>
        Claim {row.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {row.landlord_name}, {row.apartment_building_address}
      </Typography>
      {assessment.isError && <Typography role="alert">The assessment could not be read.</Typography>}
      {a && (
        <>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Button variant="contained" onClick={() => onDecide('approve', a)}>
              Approve {formatMoney(a.payout)}
            </Button>
            <Button variant="outlined" onClick={() => onDecide('request_documents', a)}>
              Request documents
            </Button>
            <Button variant="outlined" color="error" onClick={() => onDecide('deny', a)}>
              Deny
            </Button>
          </Stack>
          <AssessmentView assessment={a} title="Assessment" headingId="desk-assessment-title" />
        </>
      )}
      {record.data && (
        <Box component="section" aria-labelledby="desk-papers-title" sx={{ mt: 2 }}>
          <Typography id="desk-papers-title" variant="subtitle1" component="h3">
            Papers
          </Typography>
          <PaperChecklist papers={record.data.papers} />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
            {record.data.files.map((f) => (
              <PaperPreview key={f.id} file={f} />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
