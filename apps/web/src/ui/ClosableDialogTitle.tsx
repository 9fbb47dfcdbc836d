import CloseIcon from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/** A dialog's title with the close button at its end, as every record dialog has. */
export function ClosableDialogTitle({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <DialogTitle id={id} sx={{ pr: 7 }}>
        {children}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <CloseIcon />
      </IconButton>
    </>
  );
}
