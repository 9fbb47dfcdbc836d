import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { INVOICE_LIMITS, INVOICE_TEXTS, type InvoiceRecord } from '@lease/contract';
import { InvoiceLines } from './InvoiceLines';

/** Section heading as DetailDialog draws its own, for the parts that follow the fields. */
export const Heading = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block' }}>
    {children}
  </Typography>
);

/** How long the line search waits after the last key before it asks the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * An invoice's lines with the checkboxes to choose the ones to dispute. A national landlord's invoice
 * holds hundreds of thousands of lines: the server sends the first ones (and the disputed ones), and a
 * search by rider id, tenant, building or unit finds any other.
 */
export function LinesSection({
  invoice,
  canDispute,
  chosen,
  onChoose,
  onSearch,
}: {
  invoice: InvoiceRecord;
  canDispute: boolean;
  chosen: ReadonlySet<string>;
  onChoose: (chosen: Set<string>) => void;
  /** The search as typed, after its pause: the record is asked again with it. */
  onSearch: (lineQ: string) => void;
}) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);
  const long = invoice.lineCount > INVOICE_LIMITS.linesShown;
  const disputed = new Set(invoice.disputes.filter((d) => d.status === 'open').flatMap((d) => d.lineIds));
  const hint: ReactNode = canDispute
    ? 'Choose the lines you dispute, then Dispute; with none chosen you dispute the whole invoice.'
    : invoice.openDispute
      ? INVOICE_TEXTS.onePerInvoice
      : null;
  return (
    <Box component="section" aria-label="Lines" sx={{ mt: 3 }}>
      <Heading>{`Lines (${invoice.lineCount})`}</Heading>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      {(long || typed) && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <TextField
            size="small"
            label="Find lines"
            placeholder="Rider id, tenant, building or unit"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {long && !typed && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`Showing the first ${INVOICE_LIMITS.linesShown} of ${invoice.lineCount} lines.`}
            </Typography>
          )}
        </Box>
      )}
      <InvoiceLines
        lines={invoice.lines}
        disputed={disputed}
        {...(canDispute ? { selection: { chosen, onChange: onChoose } } : {})}
      />
    </Box>
  );
}
