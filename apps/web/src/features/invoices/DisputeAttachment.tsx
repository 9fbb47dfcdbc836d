import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { routes } from '@lease/contract';
import { apiFile } from '../../api/client';
import { downloadBlob } from '../../ui/download';
import { errorMessage, toast } from '../../ui/toast';

/** The file sent with a dispute, downloaded on demand (billing staff read it before they decide). */
export function DisputeAttachment({ disputeId, fileName }: { disputeId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(fileName, await apiFile(routes.invoices.disputeAttachment, { query: { disputeId } }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<AttachFileIcon />}
      onClick={() => void download()}
      disabled={busy}
      aria-label={`Download the attachment ${fileName}`}
      sx={{ textTransform: 'none', ml: -0.5 }}
    >
      {fileName}
    </Button>
  );
}
