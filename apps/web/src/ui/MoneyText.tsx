import Box from '@mui/material/Box';
import { formatMoney } from './format';

/** An amount as file 2 §9 shows it, in tabular figures so columns of amounts line up. */
export function MoneyText({ value }: { value: number | string | null | undefined }) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(value)}
    </Box>
  );
}
