import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { ReportFilter } from '@lease/contract';
import { PlainTextField } from '../../ui/PlainTextField';

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
      <PlainTextField
        type="month"
        size="small"
        label="From"
        shrink
        value={value.from ?? ''}
        onChange={(e) => onChange({ ...value, from: e.target.value || undefined })}
        inputProps={{ max: value.to }}
      />
      <PlainTextField
        type="month"
        size="small"
        label="To"
        shrink
        value={value.to ?? ''}
        onChange={(e) => onChange({ ...value, to: e.target.value || undefined })}
        inputProps={{ min: value.from }}
      />
    </Box>
  );
}
