import Box from '@mui/material/Box';

export interface LegendItem {
  label: string;
  color: string;
  /** A line series (a stroke in the key), dashed when the line is. */
  line?: 'solid' | 'dashed';
}

/** Which colour is which series, above a chart of more than one. */
export function Legend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', m: 0, mb: 1, p: 0 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            typography: 'caption',
            color: 'text.secondary',
          }}
        >
          <Box
            aria-hidden
            sx={
              item.line
                ? { width: 16, borderTop: `2px ${item.line} ${item.color}` }
                : { width: 10, height: 10, borderRadius: '2px', bgcolor: item.color }
            }
          />
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
