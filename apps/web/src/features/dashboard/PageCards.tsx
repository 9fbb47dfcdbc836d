import { isMenuGroup, type MenuItem } from '@lease/contract';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { pageOf } from '../../menu/pages';
import { MenuIcon } from '../../menu/menuIcons';
import { useMenu } from '../../menu/useMenu';

/** One line on what each built page is for; a page without a line here gets no card. */
const PURPOSE: Record<string, string> = {
  '/dashboard/property/buildings':
    'Your buildings, their applications and policies in force. Import them from CSV.',
  '/dashboard/property/applications': 'Every tenant application, by stage: filter, search and open each.',
  '/dashboard/property/policies': 'Issued policies with their coverage, premium and status.',
  '/dashboard/report/landlord': 'Applications, policies, claims and premiums by month, as charts and tables.',
  '/dashboard/report/full-portfolio': 'Every building of the portfolio by month, as charts and tables.',
  '/dashboard/report/multi-site': 'The buildings you oversee by month, together or one at a time.',
  '/dashboard/property/cancel-policies': 'Policies flagged for potential claim or cancellation.',
  '/dashboard/user/treeview':
    'Who works for whom, from landlords to property managers. Move people between managers.',
  '/dashboard/user/landlord': 'Landlord accounts and their owners.',
  '/dashboard/user/full-portfolio': 'Vice presidents who see every building of their landlord.',
  '/dashboard/user/multi-site': 'Regional managers and the buildings granted to them.',
  '/dashboard/user/property': 'Property managers and the buildings granted to them.',
  '/dashboard/invite-user': 'Invite someone to work on your buildings.',
  '/dashboard/landlord-invite': 'Invite a landlord account and follow its invites.',
  '/dashboard/invite': 'Invite a user to chosen buildings and follow your invites.',
  '/dashboard/request': 'Ask for access to buildings or to a portfolio.',
  '/dashboard/notification/to': 'The requests you sent and their answers.',
  '/dashboard/notification/from': 'Requests sent to you, to accept or decline.',
  '/dashboard/email': 'The messages the portal sent to you and your people.',
  '/dashboard/active-log': 'Every change of state: who, what, when and from where.',
  '/dashboard/cancellation-log': 'Every policy cancellation: who asked, when, and when coverage ended.',
  '/dashboard/guide': 'Short walkthroughs of the portal’s screens.',
};

interface Destination {
  to: string;
  title: string;
  purpose: string;
  icon: string;
}

/** The pages the role's menu holds that have a card, in menu order. */
function destinations(menu: MenuItem[]): Destination[] {
  return menu.flatMap((item) => {
    const links = isMenuGroup(item) ? item.children : item.external ? [] : [item];
    return links
      .filter((link) => PURPOSE[link.to])
      .map((link) => ({
        to: link.to,
        title: pageOf(link.to)?.title ?? link.label,
        purpose: PURPOSE[link.to] ?? '',
        icon: item.key,
      }));
  });
}

function DestinationCard({ destination }: { destination: Destination }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        href={destination.to}
        sx={{ p: 2, height: '100%', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            flexShrink: 0,
            borderRadius: 2,
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <MenuIcon menuKey={destination.icon} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.4 }}>
            {destination.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {destination.purpose}
          </Typography>
        </Box>
        <ChevronRight
          sx={{
            color: 'text.disabled',
            alignSelf: 'center',
            transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined),
          }}
        />
      </CardActionArea>
    </Card>
  );
}

/** A card for each built page the role's menu holds (§6), in menu order. */
export function PageCards() {
  const menu = useMenu();
  return (
    <Box
      component="ul"
      aria-label="Pages"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      {destinations(menu).map((d) => (
        <DestinationCard key={d.to} destination={d} />
      ))}
    </Box>
  );
}
