import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { API_KEY_TEXTS } from '@lease/contract';
import { toast } from '../../ui/toast';

/** The new key's secret, shown once: the server keeps only its hash. */
export function SecretDialog({
  name,
  secret,
  onClose,
}: {
  name: string;
  secret: string;
  onClose: () => void;
}) {
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => toast.success('Key copied'),
      () => toast.error('Copy it by hand: select the key and copy.'),
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="secret-dialog-title">
      <DialogTitle id="secret-dialog-title">{`Your key “${name}”`}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {API_KEY_TEXTS.shownOnce}
        </Alert>
        <TextField
          label="API key"
          value={secret}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>Copy</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
