import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle';

/** §2.2 not-found page: a title, a description and the way back. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        The page you are looking for does not exist or has moved. Check the address, or go back to your
        dashboard.
      </Typography>
      <Button variant="contained" href="/dashboard">
        Go To Dashboard
      </Button>
    </>
  );
}
