import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDetailDate } from '../../ui/format';
import { MoneyText } from '../../ui/MoneyText';
import { toggled, type InvoiceLinesProps } from './invoiceLineProps';

/**
 * An invoice's lines on a phone: one item per line, the rider and its premium on top, the tenant, the
 * place and the days in force under it, a checkbox in front when lines are being chosen for a dispute.
 */
export function InvoiceLineList({ lines, disputed, selection }: InvoiceLinesProps) {
  const all = selection && lines.length > 0 && lines.every((l) => selection.chosen.has(l.id));
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Invoice lines, scrollable"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420, overflowY: 'auto' }}
    >
      {selection && (
        <FormControlLabel
          sx={{ px: 1.5, py: 0.5, m: 0, width: '100%', borderBottom: 1, borderColor: 'divider' }}
          label="Choose every line"
          control={
            <Checkbox
              checked={Boolean(all)}
              indeterminate={Boolean(!all && lines.some((l) => selection.chosen.has(l.id)))}
              onChange={() => selection.onChange(all ? new Set() : new Set(lines.map((l) => l.id)))}
            />
          }
        />
      )}
      <List dense disablePadding aria-label="Invoice lines">
        {lines.map((l) => (
          <ListItem
            key={l.id}
            divider
            sx={{
              alignItems: 'flex-start',
              gap: 1,
              px: 1.5,
              bgcolor: selection?.chosen.has(l.id) ? 'action.selected' : undefined,
            }}
          >
            {selection && (
              <Checkbox
                edge="start"
                sx={{ mt: -0.5 }}
                checked={selection.chosen.has(l.id)}
                onChange={() => selection.onChange(toggled(selection.chosen, l.id))}
                slotProps={{ input: { 'aria-label': `Choose line ${l.riderId}` } }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {l.riderId}
                  {disputed.has(l.id) && (
                    <Chip label="Disputed" size="small" variant="outlined" sx={{ ml: 1, height: 20 }} />
                  )}
                </Typography>
                <Typography variant="body2">
                  <MoneyText value={l.amount} />
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {l.tenant || '–'} · {l.buildingName}, unit {l.unit}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDetailDate(l.periodStart)} to {formatDetailDate(l.periodEnd)}
                {Number(l.credited) > 0 && (
                  <>
                    {' · credited '}
                    <MoneyText value={l.credited} />
                  </>
                )}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
