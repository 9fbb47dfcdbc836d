import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Shown when a route fails to load, most often a page chunk gone after a new deployment. */
export function RouteError() {
  return (
    <Stack component="main" spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Something went wrong
      </Typography>
      <Typography>This page could not be loaded. Reloading usually fixes it.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
