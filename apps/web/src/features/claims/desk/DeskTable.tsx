import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CLAIM_FILE_KIND_LABELS, type routes } from '@lease/contract';
import { formatMoney } from '../../../ui/format';
import { StatusChip } from '../../../ui/StatusChip';
import { RecommendationChip, ToneChip } from '../AssessmentView';

type DeskRow = routes.claims.DeskRow;

/** Hours since filing: amber past a day, red past three (issue #32). */
export const ageTone = (hours: number): 'error' | 'warning' | 'success' =>
  hours > 72 ? 'error' : hours > 24 ? 'warning' : 'success';

export const ageText = (hours: number) => (hours < 1 ? 'under 1 h' : `${Math.floor(hours)} h`);

/** The desk's rows: returned claims on top (the server's order), the selected one marked. */
export function DeskTable({
  rows,
  selected,
  onOpen,
}: {
  rows: DeskRow[];
  selected: number;
  onOpen: (index: number) => void;
}) {
  return (
    // Scrolled sideways on a phone: focusable, so the keyboard scrolls it too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Undecided claims, scrollable">
      <Table size="small" aria-label="Undecided claims">
        <TableHead>
          <TableRow>
            <TableCell>Claim</TableCell>
            <TableCell>Age</TableCell>
            <TableCell>Recommendation</TableCell>
            <TableCell align="right">Payout</TableCell>
            <TableCell>Missing papers</TableCell>
            <TableCell>Landlord and building</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow
              key={r.id}
              hover
              selected={i === selected}
              aria-selected={i === selected}
              data-claim={r.name}
              sx={{ cursor: 'pointer' }}
              onClick={() => onOpen(i)}
            >
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(i);
                  }}
                >
                  {r.name}
                </Link>{' '}
                {r.returned && <ToneChip tone="info" label="Returned" />}{' '}
                <StatusChip status={r.claim_status} />
              </TableCell>
              <TableCell>
                <ToneChip tone={ageTone(r.age_hours)} label={ageText(r.age_hours)} />
              </TableCell>
              <TableCell>
                <RecommendationChip recommendation={r.recommendation} />
              </TableCell>
              <TableCell align="right">{formatMoney(r.payout)}</TableCell>
              <TableCell>
                {r.papers_missing.map((p) => CLAIM_FILE_KIND_LABELS[p]).join(', ') || 'None'}
              </TableCell>
              <TableCell>
                {r.landlord_name}
                <br />
                {r.apartment_building_address}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
