import Box from '@mui/material/Box';

/** Lets keyboard users jump past the app bar and menu straight to the page. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
