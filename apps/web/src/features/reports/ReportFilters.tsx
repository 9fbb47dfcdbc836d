import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { ReportFilter } from '@lease/contract';
import { MonthField } from './MonthField';

/** Autocomplete and Select with their popups: most report pages show neither picker (issue #27). */
const ReportPickers = lazy(() => import('./ReportPickers').then((m) => ({ default: m.ReportPickers })));

/**
 * The report filters: a landlord (admins, who see several), a building of the caller's scope (searched
 * as typed) and a range of whole months. Only what the caller may see is offered; the server checks anyway.
 */
export function ReportFilters({
  value,
  onChange,
  landlords,
  buildings,
}: {
  value: ReportFilter;
  onChange: (next: ReportFilter) => void;
  landlords: boolean;
  buildings: boolean;
}) {
  return (
    <Box
      role="search"
      aria-label="Report filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}
    >
      {(landlords || buildings) && (
        <Suspense fallback={null}>
          <ReportPickers value={value} onChange={onChange} landlords={landlords} buildings={buildings} />
        </Suspense>
      )}
      <MonthField
        label="From"
        value={value.from}
        max={value.to}
        onChange={(from) => onChange({ ...value, from })}
      />
      <MonthField
        label="To"
        value={value.to}
        min={value.from}
        onChange={(to) => onChange({ ...value, to })}
      />
    </Box>
  );
}
