import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@lease/contract';

export interface ConfirmDialogProps {
  open: boolean;
  text?: string;
  /** What is deleted, e.g. "Jane Doe (Property)": shown as the title "Delete Jane Doe (Property)". */
  subject?: string;
  /** One line on what follows, e.g. that the user loses access. */
  detail?: string;
  /** The confirming button's words: the action it takes. */
  action?: string;
  destructive?: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation of §9: 'Are you sure to delete?' with Cancel and the confirming button. A destructive
 * one names what it deletes in its title, and its button names the action ("Delete", "Revoke key": issue
 * #36, where a generic "Ok" left a person unsure what it does) in the error colour; Cancel keeps the
 * focus, so Enter is safe.
 */
export function ConfirmDialogView({
  open,
  text = MESSAGES.deleteConfirm,
  subject,
  detail,
  action = 'Delete',
  destructive = true,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      // Without a title, the question itself names the dialog.
      aria-labelledby={subject ? 'confirm-dialog-title' : 'confirm-dialog-text'}
      aria-describedby="confirm-dialog-text"
    >
      {subject && (
        <DialogTitle id="confirm-dialog-title" sx={{ pb: 1 }}>
          <bdi>{`Delete ${subject}`}</bdi>
        </DialogTitle>
      )}
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{text}</DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1, fontSize: '0.875rem' }}>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={busy}
          loading={busy}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
