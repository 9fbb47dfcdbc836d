import { routes, type InviteProperty } from '@lease/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client';
import { toast } from '../../ui/toast';
import { apiErrorText } from './apiErrorText';

/**
 * An open invite addressed to the account already signed in: its buildings and one button that adds
 * them to that account, since registering again would be refused for an e-mail already taken.
 */
export function AcceptInvitePanel({ token, properties }: { token: string; properties: InviteProperty[] }) {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);

  const accept = async () => {
    setLoading(true);
    try {
      const { message } = await apiRequest(routes.invites.acceptInvite, { body: { token } });
      toast.success(message ?? 'Accept Success!');
      void navigate('/dashboard/property/buildings', { replace: true });
    } catch (error) {
      toast.error(apiErrorText(error));
      setLoading(false);
    }
  };

  return (
    <Stack spacing={2}>
      {properties.length > 0 && (
        <List dense disablePadding aria-label="Invited properties">
          {properties.map((property) => (
            <ListItem key={property.id} disableGutters>
              <ListItemText
                primary={property.name}
                secondary={`${property.billingCity}, ${property.billingState} · ${property.total_of_units} units`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="contained" size="large" fullWidth loading={loading} onClick={() => void accept()}>
        Accept invite
      </Button>
    </Stack>
  );
}
