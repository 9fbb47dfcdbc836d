import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { csvLine, RENT_ROLL_FIELDS, RENT_ROLL_LABELS, RENT_ROLL_REQUIRED } from '@lease/contract';
import { downloadBlob } from '../../ui/download';

const HEADER = RENT_ROLL_FIELDS.map((f) => RENT_ROLL_LABELS[f]);
const EXAMPLE = [
  'Maple Court',
  '101',
  'Doe, Jane; Roe, Sam',
  '01/01/2026',
  '12/31/2026',
  '1200.00',
  '1200',
  'Current',
];

/**
 * What a rent roll must hold, said before a file is chosen (issue #36): the columns, the required ones
 * marked, and a template whose headers the dialog maps by itself.
 */
export function RentRollIntro() {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        A rent roll exported from your property-management system (Yardi, AppFolio, RealPage, Entrata, ResMan)
        as CSV: one lease per row. Each row creates its application, or updates it when the same property,
        unit and lease start were imported before; importing a file again changes nothing.
      </Typography>
      <Typography variant="body2" data-testid="rent-roll-columns">
        Columns:{' '}
        {RENT_ROLL_FIELDS.map(
          (f) => `${RENT_ROLL_LABELS[f]}${RENT_ROLL_REQUIRED.includes(f) ? ' (required)' : ''}`,
        ).join(', ')}
        . Your system&apos;s own names (Resident, Lease From, Actual Rent…) are recognised.{' '}
        <Link
          component="button"
          type="button"
          onClick={() =>
            downloadBlob(
              'rent-roll-template.csv',
              new Blob([`${csvLine(HEADER)}\r\n${csvLine(EXAMPLE)}\r\n`], { type: 'text/csv;charset=utf-8' }),
            )
          }
        >
          Download a template
        </Link>
      </Typography>
    </>
  );
}
