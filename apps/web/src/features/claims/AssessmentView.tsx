import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ASSESSMENT_RULE_LABELS,
  CLAIM_RECOMMENDATION_LABELS,
  STATEMENT_KIND_LABELS,
  type ClaimAssessment,
  type ClaimRecommendation,
  type RuleOutcome,
} from '@lease/contract';
import { formatMoney } from '../../ui/format';

type Tone = 'success' | 'info' | 'error' | 'warning';

const OUTCOME_COLOR: Record<RuleOutcome, Tone> = {
  pass: 'success',
  refer: 'info',
  deny: 'error',
  missing: 'warning',
};
const OUTCOME_LABEL: Record<RuleOutcome, string> = {
  pass: 'Pass',
  refer: 'Refer',
  deny: 'Deny',
  missing: 'Missing',
};
const RECOMMENDATION_COLOR: Record<ClaimRecommendation, Tone> = {
  approve: 'success',
  refer: 'info',
  deny: 'error',
  request_documents: 'warning',
};

/** A chip in StatusChip's way: the words in the text colour, the tone only in a dot beside them. */
export const ToneChip = ({ label, tone }: { label: string; tone: Tone }) => (
  <Chip
    label={label}
    size="small"
    variant="outlined"
    icon={
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${tone}.main` }}
      />
    }
    sx={{ fontWeight: 600, borderRadius: 1.5, height: 22, borderColor: 'divider', pl: 0.75 }}
  />
);

/** What the rules recommend, as a chip (the desk's rows and the assessment's head). */
export const RecommendationChip = ({ recommendation }: { recommendation: ClaimRecommendation }) => (
  <ToneChip tone={RECOMMENDATION_COLOR[recommendation]} label={CLAIM_RECOMMENDATION_LABELS[recommendation]} />
);

/**
 * An assessment as both sides read it (issue #32): the payout line by line, each with what was claimed,
 * what is covered and why, then each eligibility rule with its outcome and its sentence.
 */
export function AssessmentView({
  assessment,
  title,
  headingId,
}: {
  assessment: Pick<ClaimAssessment, 'recommendation' | 'payout' | 'remainingCoverage' | 'rules' | 'lines'>;
  title: string;
  headingId: string;
}) {
  const a = assessment;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {title}: {formatMoney(a.payout)}
        </Typography>
        <RecommendationChip recommendation={a.recommendation} />
        <Typography variant="body2" color="text.secondary">
          Coverage left on the policy: {formatMoney(a.remainingCoverage)}
        </Typography>
      </Stack>
      {a.lines.length > 0 && (
        // Scrolled sideways on a phone: focusable, so the keyboard scrolls it too.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Payout by line, scrollable">
          <Table size="small" aria-label="Payout by line">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell align="right">Claimed</TableCell>
                <TableCell align="right">Covered</TableCell>
                <TableCell>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {a.lines.map((l, i) => (
                <TableRow key={i}>
                  <TableCell>
                    {STATEMENT_KIND_LABELS[l.kind]}
                    {l.month ? ` ${l.month}` : ''}
                    {l.description && l.description !== STATEMENT_KIND_LABELS[l.kind]
                      ? ` · ${l.description}`
                      : ''}
                  </TableCell>
                  <TableCell align="right">{formatMoney(l.claimed)}</TableCell>
                  <TableCell align="right">{formatMoney(l.covered)}</TableCell>
                  <TableCell>{l.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box component="ul" aria-label="Rules" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {a.rules.map((r) => (
          <Box component="li" key={r.id} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', py: 0.25 }}>
            <ToneChip tone={OUTCOME_COLOR[r.outcome]} label={OUTCOME_LABEL[r.outcome]} />
            <Typography variant="body2">
              <strong>{ASSESSMENT_RULE_LABELS[r.id]}</strong>: {r.reason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
