import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { fromCents, STATEMENT_KIND_LABELS, STATEMENT_LIMITS } from '@lease/contract';
import { formatMoney } from '../../../../ui/format';
import { SelectInput } from '../fields';
import { entriesTotal, statementErrors, type StatementEntry } from '../statementForm';
import {
  guessColumns,
  headerIndex,
  LEDGER_FIELDS,
  type LedgerCell,
  type LedgerColumns,
} from './ledgerColumns';
import { ledgerStatement } from './ledgerLines';

const FIELD_LABELS = {
  date: 'Date column',
  description: 'Description column',
  charge: 'Charge (or signed amount) column',
  payment: 'Payment column',
} as const;

/** The ledger's column names for the pickers; a blank header is named by its position. */
const columnNames = (header: readonly LedgerCell[], width: number) =>
  Array.from({ length: width }, (_, i) => String(header[i] ?? '').trim() || `Column ${i + 1}`);

/**
 * The confirm panel of a ledger pre-fill: the guessed columns, each changeable, the lines they give,
 * and whether they are added to the typed lines or replace them. Nothing changes until "Use these lines".
 */
export function LedgerDialog({
  name,
  table,
  typed,
  relatedExpense,
  onUse,
  onClose,
}: {
  name: string;
  table: LedgerCell[][];
  typed: StatementEntry[];
  relatedExpense: string;
  onUse: (lines: StatementEntry[]) => void;
  onClose: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const header = table[headerIndex(table)] ?? [];
  const names = columnNames(header, Math.max(...table.map((row) => row.length)));
  const [columns, setColumns] = useState<LedgerColumns>(() => guessColumns(header));
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const statement = ledgerStatement(table, columns);
  const result = mode === 'add' ? [...typed, ...statement.lines] : statement.lines;
  const problems = statementErrors(result, relatedExpense).slice(mode === 'add' ? typed.length : 0);
  const tooMany = result.length > STATEMENT_LIMITS.lines;
  const options = [
    { value: 'none', label: 'None' },
    ...names.map((n, i) => ({ value: String(i), label: n })),
  ];
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="ledger-title">
      <DialogTitle id="ledger-title">Pre-fill from {name}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            We guessed which column holds what. Change any that is wrong and check the lines below: unpaid
            rent is one line per month, the payments taken off the oldest month first.
          </Typography>
          <Box
            role="group"
            aria-label="Ledger columns"
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}
          >
            {LEDGER_FIELDS.map((field) => (
              <SelectInput
                key={field}
                label={FIELD_LABELS[field]}
                value={columns[field] === null ? 'none' : String(columns[field])}
                onChange={(v) => setColumns({ ...columns, [field]: v === 'none' ? null : Number(v) })}
                options={options}
                shown={false}
              />
            ))}
          </Box>
          {/* Focusable so that a keyboard can scroll a preview wider than a phone. */}
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Preview of the lines">
            <Table size="small" aria-label="Lines from the ledger">
              <TableHead>
                <TableRow>
                  <TableCell>Kind</TableCell>
                  {!phone && <TableCell>Month</TableCell>}
                  <TableCell align="right">Amount</TableCell>
                  {!phone && <TableCell>Description</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {statement.lines.map((line, i) => (
                  <TableRow key={i}>
                    <TableCell>
                      {STATEMENT_KIND_LABELS[line.kind]}
                      {phone && (
                        <Typography variant="body2" color="text.secondary">
                          {line.month && `${line.month} · `}
                          {line.description}
                        </Typography>
                      )}
                      {problems[i] && (
                        <Typography variant="caption" color="error" component="div">
                          {problems[i]}
                        </Typography>
                      )}
                    </TableCell>
                    {!phone && <TableCell>{line.month}</TableCell>}
                    <TableCell align="right">{formatMoney(line.amount)}</TableCell>
                    {!phone && <TableCell>{line.description}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="subtitle2">
            {statement.lines.length} {statement.lines.length === 1 ? 'line' : 'lines'}, in all{' '}
            {formatMoney(entriesTotal(statement.lines))}
          </Typography>
          {statement.lines.length === 0 && (
            <Alert severity="info">
              No unpaid charge found with these columns: choose the charge and payment columns.
            </Alert>
          )}
          {statement.undated > 0 && (
            <Alert severity="warning">
              {statement.undated} rent {statement.undated === 1 ? 'charge has' : 'charges have'} no date we
              can read: add {statement.undated === 1 ? 'it' : 'them'} by hand.
            </Alert>
          )}
          {statement.unapplied > 0n && (
            <Alert severity="info">
              Payments of {formatMoney(fromCents(statement.unapplied))} are more than the charges: nothing is
              left to take them off.
            </Alert>
          )}
          {statement.skipped > 0 && (
            <Typography variant="body2" color="text.secondary">
              Balance-forward rows left out: {statement.skipped}.
            </Typography>
          )}
          {typed.length > 0 && (
            <RadioGroup
              aria-label="The lines you typed"
              value={mode}
              onChange={(e) => setMode(e.target.value as 'add' | 'replace')}
            >
              <FormControlLabel value="add" control={<Radio />} label="Add these to the lines you typed" />
              <FormControlLabel value="replace" control={<Radio />} label="Replace the lines you typed" />
            </RadioGroup>
          )}
          {tooMany && (
            <Alert severity="error">
              A statement has at most {STATEMENT_LIMITS.lines} lines: replace the typed lines or remove some
              first.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={statement.lines.length === 0 || tooMany}
          onClick={() => onUse(result)}
        >
          Use these lines
        </Button>
      </DialogActions>
    </Dialog>
  );
}
