import BugReport from '@mui/icons-material/BugReportOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useUiStore } from '../../store/ui';
import { useShellLinks } from '../../menu/useShellLinks';

/**
 * The help menu's list, loaded with its first opening (HelpMenu.tsx). Report an issue opens the
 * provider's form in a new tab when FEEDBACK_URL names one (§2.10), else the portal's own form.
 */
export function HelpMenuList({
  id,
  anchor,
  close,
}: {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
}) {
  const setShellDialog = useUiStore((s) => s.setShellDialog);
  const { feedbackUrl } = useShellLinks();
  const open = (dialog: 'guide' | 'feedback') => () => {
    close();
    setShellDialog(dialog);
  };
  const report = feedbackUrl
    ? { component: 'a', href: feedbackUrl, target: '_blank', rel: 'noopener noreferrer', onClick: close }
    : { onClick: open('feedback'), 'aria-haspopup': 'dialog' as const };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem onClick={open('guide')} aria-haspopup="dialog">
        <ListItemIcon>
          <PlayCircle fontSize="small" />
        </ListItemIcon>
        <ListItemText>Show guide</ListItemText>
      </MenuItem>
      <MenuItem {...report}>
        <ListItemIcon>
          <BugReport fontSize="small" />
        </ListItemIcon>
        <ListItemText>Report an issue</ListItemText>
        {feedbackUrl && <OpenInNew fontSize="small" sx={{ ml: 2, color: 'text.secondary' }} />}
      </MenuItem>
    </Menu>
  );
}
