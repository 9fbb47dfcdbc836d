import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ReportFilter } from '@lease/contract';
import { useBuildingOptions, useLandlordOptions } from './useReports';

interface Option {
  id: string;
  name: string;
}

/**
 * The report's pickers: a landlord (admins, who see several) and a building of the caller's scope
 * (searched as typed). Their own module, loaded only on the pages that show one (ReportFilters.tsx).
 */
export function ReportPickers({
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
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const landlordOptions = useLandlordOptions(landlords);
  const buildingOptions = useBuildingOptions(value.landlordId, search, buildings);
  return (
    <>
      {landlords && (
        <TextField
          select
          size="small"
          label="Landlord"
          value={value.landlordId ?? ''}
          onChange={(e) => {
            setPicked(null);
            onChange({ ...value, landlordId: e.target.value || undefined, buildingId: undefined });
          }}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All landlords</MenuItem>
          {(landlordOptions.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {buildings && (
        <Autocomplete<Option>
          size="small"
          sx={{ minWidth: 260 }}
          options={buildingOptions.data ?? []}
          value={picked}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(x) => x}
          loading={buildingOptions.isFetching}
          onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
          onChange={(_e, option) => {
            setPicked(option);
            onChange({ ...value, buildingId: option?.id });
          }}
          renderInput={(params) => <TextField {...params} label="Building" placeholder="All buildings" />}
        />
      )}
    </>
  );
}
