import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  STATEMENT_KIND_LABELS,
  STATEMENT_KINDS,
  STATEMENT_LIMITS,
  type StatementKind,
} from '@lease/contract';
import { formatMoney } from '../../../ui/format';
import { currencyValue, DateInput, formatCurrencyInput, SelectInput, TextInput } from './fields';
import { LedgerPrefill } from './ledger/LedgerPrefill';
import { entriesTotal, kindsOffered, NEW_LINE, statementErrors, type StatementEntry } from './statementForm';

/**
 * The claim statement of step 2 (issue #32): what the filer says is owed, one line per unpaid rent month
 * or charge, the total below, and the day the unit was re-rented, if it was.
 */
export function StatementEditor({
  lines,
  relatedExpense,
  reRentedDate,
  onChange,
  onReRented,
  reRentedError,
  shown,
}: {
  lines: StatementEntry[];
  relatedExpense: string;
  reRentedDate: string;
  onChange: (lines: StatementEntry[]) => void;
  onReRented: (day: string) => void;
  reRentedError?: string | undefined;
  shown: boolean;
}) {
  const errors = statementErrors(lines, relatedExpense);
  const offered = kindsOffered(STATEMENT_KINDS, relatedExpense);
  const edit = (i: number, change: Partial<StatementEntry>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <Box
      component="fieldset"
      aria-labelledby="statement-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0 }}
    >
      <Typography id="statement-title" component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        Claim statement: what is owed
      </Typography>
      <Stack spacing={1.5}>
        <LedgerPrefill lines={lines} relatedExpense={relatedExpense} onUse={onChange} />
        {lines.map((line, i) => (
          <Stack
            key={i}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ alignItems: { md: 'flex-start' } }}
            aria-label={`Statement line ${i + 1}`}
            role="group"
          >
            <SelectInput
              label={`Line ${i + 1} kind`}
              value={line.kind}
              onChange={(kind) => edit(i, { kind: kind as StatementKind, month: '' })}
              options={[...new Set([...offered, line.kind])].map((k) => ({
                value: k,
                label: STATEMENT_KIND_LABELS[k],
              }))}
              shown={shown}
            />
            {line.kind === 'rent' && (
              <TextInput
                label={`Line ${i + 1} month`}
                type="month"
                value={line.month}
                onChange={(month) => edit(i, { month })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: 'YYYY-MM' } }}
                shown={shown}
              />
            )}
            <TextInput
              label={`Line ${i + 1} amount`}
              value={formatCurrencyInput(line.amount)}
              onChange={(typed) => edit(i, { amount: currencyValue(formatCurrencyInput(typed)) })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              shown={shown}
            />
            <TextInput
              label={`Line ${i + 1} description`}
              value={line.description}
              onChange={(description) => edit(i, { description })}
              slotProps={{ htmlInput: { maxLength: STATEMENT_LIMITS.description } }}
              shown={shown}
            />
            <Tooltip title={`Remove line ${i + 1}`}>
              <IconButton
                aria-label={`Remove line ${i + 1}`}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
            {errors[i] && (shown || line.amount) && (
              <FormHelperText error data-problem="true" sx={{ alignSelf: 'center' }}>
                {errors[i]}
              </FormHelperText>
            )}
          </Stack>
        ))}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => onChange([...lines, NEW_LINE])}
            disabled={lines.length >= STATEMENT_LIMITS.lines}
          >
            Add a line
          </Button>
          <Typography variant="subtitle2" aria-live="polite">
            Total claimed: {formatMoney(entriesTotal(lines))}
          </Typography>
        </Stack>
        <DateInput
          label="Date the unit was re-rented (if it was)"
          value={reRentedDate}
          onChange={onReRented}
          error={reRentedError}
          shown={shown}
        />
      </Stack>
    </Box>
  );
}
