import { INVITE_LOOKUP_LINK_HOURS, MESSAGES, ROLE_LABELS, routes, type RouteData } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export type InviteLookup = RouteData<typeof routes.auth.findInviteCode>;

/** The six columns of §2.6 and the fields they show. */
const COLUMNS = [
  ['Building Name', 'name'],
  ['Building Type', 'building_type'],
  ['Email', 'email_address'],
  ['Total Units', 'total_of_units'],
  ['Billing State', 'billingState'],
  ['Billing City', 'billingCity'],
] as const;

/**
 * What the lookup found (§2.6): the not-found text, or who invited the user to which properties, with
 * Decline and Accept opening the lookup's own working links in a new tab.
 */
export function InviteLookupResult({ result }: { result: InviteLookup }) {
  if (result.status === 'invalid' || !result.accept_link || !result.decline_link) {
    return <Alert severity="warning">{MESSAGES.inviteNotFound}</Alert>;
  }
  const role = result.requestor_role ? ` (${ROLE_LABELS[result.requestor_role]})` : '';
  return (
    <Stack spacing={2}>
      <Typography>
        {result.requestor_email}
        {role} has invited you with the following properties.
      </Typography>
      {result.property_data.length > 0 && (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label="Invited properties">
            <TableHead>
              <TableRow>
                {COLUMNS.map(([label]) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.property_data.map((row) => (
                <TableRow key={row.id}>
                  {COLUMNS.map(([label, key]) => (
                    <TableCell key={label}>{row[key] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Accept and Decline open in a new tab. These links work for {INVITE_LOOKUP_LINK_HOURS} hours; the link
        in your invite e-mail keeps working too.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="error" href={result.decline_link} target="_blank" rel="noopener">
          Decline
        </Button>
        <Button variant="contained" href={result.accept_link} target="_blank" rel="noopener">
          Accept
        </Button>
      </Stack>
    </Stack>
  );
}
