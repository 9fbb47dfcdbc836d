import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { GuideViewer } from '../../features/guide/GuideViewer';

/** The help guide in a dialog, opened from the app bar. */
export function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="guide-dialog-title">
      <DialogTitle id="guide-dialog-title" sx={{ pr: 7 }}>
        Help guide
      </DialogTitle>
      <IconButton
        aria-label="Close guide"
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        <GuideViewer headingLevel="h3" onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
