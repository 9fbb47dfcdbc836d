import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDetailDate } from '../../ui/format';
import { MoneyText } from '../../ui/MoneyText';
import { InvoiceLineList } from './InvoiceLineList';
import { toggled, type InvoiceLinesProps } from './invoiceLineProps';

/**
 * An invoice's lines: a table on a desktop; on a phone a list (issue #36: the seven-column table was
 * 795 px wide in a 276 px dialog).
 */
export function InvoiceLines(props: InvoiceLinesProps) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return phone ? <InvoiceLineList {...props} /> : <InvoiceLineTable {...props} />;
}

/**
 * An invoice's lines, one per policy: who, where, the days it was in force and what they cost. With
 * `selection`, each line has a checkbox (and the header one for all), to choose the lines to dispute.
 */
function InvoiceLineTable({ lines, disputed, selection }: InvoiceLinesProps) {
  const all = selection && lines.length > 0 && lines.every((l) => selection.chosen.has(l.id));
  const some = selection && !all && lines.some((l) => selection.chosen.has(l.id));
  const toggle = (id: string) => selection?.onChange(toggled(selection.chosen, id));
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
