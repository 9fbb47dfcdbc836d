import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { MESSAGES } from '@lease/contract';

/** The confirmation of §9: 'Are you sure to delete?' with Cancel and Ok. */
export function ConfirmDialog({
  open,
  text = MESSAGES.deleteConfirm,
  busy = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  text?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby="confirm-dialog-text">
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
