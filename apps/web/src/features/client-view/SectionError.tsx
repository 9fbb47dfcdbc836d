import SearchOff from '@mui/icons-material/SearchOff';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/toast';

/**
 * A client call that failed: a portfolio not open to this reader (404, another landlord's id) reads as
 * not found, anything else as the server's message. A refused grant (403) ends the shell instead.
 */
export function SectionError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <EmptyState testId="client-not-found" icon={<SearchOff />} title="Portfolio not found">
        There is no portfolio at this address that you may read. Use the menu to go back to yours.
      </EmptyState>
    );
  return (
    <Typography color="error" role="alert">
      {errorMessage(error)}
    </Typography>
  );
}
