import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
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
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const landlordOptions = useLandlordOptions(landlords);
  const buildingOptions = useBuildingOptions(value.landlordId, search, buildings);
  return (
    <Box
      role="search"
      aria-label="Report filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}
    >
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
      <TextField
        type="month"
        size="small"
        label="From"
        value={value.from ?? ''}
        onChange={(e) => onChange({ ...value, from: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to } }}
      />
      <TextField
        type="month"
        size="small"
        label="To"
        value={value.to ?? ''}
        onChange={(e) => onChange({ ...value, to: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from } }}
      />
    </Box>
  );
}
