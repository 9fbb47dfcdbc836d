import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../config';

/** The product mark and name; decorative mark, the name is the text. */
export function Brand({ color = 'inherit' }: { color?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 32, height: 32, flexShrink: 0, fill: 'currentColor' }}
      >
        <rect width="32" height="32" rx="7" opacity="0.16" />
        <path d="M9 8h4v12h10v4H9z" />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.2, whiteSpace: 'nowrap' }}
      >
        {APP_NAME}
      </Typography>
    </Box>
  );
}
