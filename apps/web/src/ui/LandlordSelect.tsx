import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { landlordChoices } from '../api/landlordChoices';

/**
 * An admin's choice of landlord, by its landlord id (what an import, a rent roll or a webhook is for):
 * each active landlord by name with its e-mail address. Shown only to admins, so only they fetch it.
 */
export function LandlordSelect({
  value,
  onChange,
  error,
  helperText,
  size,
}: {
  value: string;
  onChange: (landlordId: string) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}) {
  const landlords = useQuery(landlordChoices);
  return (
    <TextField
      select
      label="Landlord"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helperText={helperText}
      size={size}
    >
      {(landlords.data?.rows ?? []).map((l) => (
        <MenuItem key={l.id} value={l.landlordId ?? ''}>
          {`${l.landlordName ?? l.name} (${l.email})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
