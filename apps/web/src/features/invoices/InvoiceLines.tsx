import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { InvoiceLine } from '@lease/contract';
import { formatDetailDate } from '../../ui/format';
import { MoneyText } from '../../ui/MoneyText';

/**
 * An invoice's lines, one per policy: who, where, the days it was in force and what they cost. With
 * `selection`, each line has a checkbox (and the header one for all), to choose the lines to dispute.
 */
export function InvoiceLines({
  lines,
  disputed,
  selection,
}: {
  lines: InvoiceLine[];
  /** Lines under an open dispute: marked, so no one disputes them twice. */
  disputed: ReadonlySet<string>;
  selection?: { chosen: ReadonlySet<string>; onChange: (chosen: Set<string>) => void };
}) {
  const all = selection && lines.length > 0 && lines.every((l) => selection.chosen.has(l.id));
  const some = selection && !all && lines.some((l) => selection.chosen.has(l.id));
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  return (
    // A long invoice scrolls in its own box, so the PDF and the disputes stay near; the box takes focus
    // so the keyboard can scroll it too.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Invoice lines, scrollable"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}
    >
      <Table size="small" stickyHeader aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={Boolean(all)}
                  indeterminate={Boolean(some)}
                  onChange={() => selection.onChange(all ? new Set() : new Set(lines.map((l) => l.id)))}
                  slotProps={{ input: { 'aria-label': 'Choose every line' } }}
                />
              </TableCell>
            )}
            <TableCell>Rider Id</TableCell>
            <TableCell>Tenant</TableCell>
            <TableCell>Building, unit</TableCell>
            <TableCell>Days in force</TableCell>
            <TableCell align="right">Premium</TableCell>
            <TableCell align="right">Credited</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id} hover={Boolean(selection)} selected={selection?.chosen.has(l.id)}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.chosen.has(l.id)}
                    onChange={() => toggle(l.id)}
                    slotProps={{ input: { 'aria-label': `Choose line ${l.riderId}` } }}
                  />
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {l.riderId}
                {disputed.has(l.id) && (
                  <Chip label="Disputed" size="small" variant="outlined" sx={{ ml: 1, height: 20 }} />
                )}
              </TableCell>
              <TableCell>{l.tenant || '–'}</TableCell>
              <TableCell>
                {l.buildingName}, unit {l.unit}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDetailDate(l.periodStart)} to {formatDetailDate(l.periodEnd)}
              </TableCell>
              <TableCell align="right">
                <MoneyText value={l.amount} />
              </TableCell>
              <TableCell align="right">
                <MoneyText value={l.credited} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
