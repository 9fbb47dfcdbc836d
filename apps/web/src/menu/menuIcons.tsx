import Assessment from '@mui/icons-material/Assessment';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import Dashboard from '@mui/icons-material/Dashboard';
import Email from '@mui/icons-material/Email';
import EventBusy from '@mui/icons-material/EventBusy';
import HelpCenter from '@mui/icons-material/HelpCenter';
import History from '@mui/icons-material/History';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import Notifications from '@mui/icons-material/Notifications';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type SvgIcon from '@mui/material/SvgIcon';

/** An icon for each top-level menu key of the contract (the collapsed and big sidebars show them). */
const ICONS: Record<string, typeof SvgIcon> = {
  dashboard: Dashboard,
  property: Apartment,
  invoice: ReceiptLong,
  report: Assessment,
  user: People,
  'invite-new-user': PersonAdd,
  delegation: SwapHoriz,
  'landlord-invite': AccountTree,
  email: Email,
  notification: Notifications,
  guide: HelpCenter,
  'cancellation-log': EventBusy,
  activelog: History,
  'resource-center': LibraryBooks,
};

export function MenuIcon({ menuKey }: { menuKey: string }) {
  const Icon = ICONS[menuKey] ?? Dashboard;
  return <Icon fontSize="small" />;
}
