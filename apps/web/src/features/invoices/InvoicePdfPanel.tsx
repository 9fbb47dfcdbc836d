import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadBlob } from '../../ui/download';
import { errorMessage } from '../../ui/toast';
import { invoiceQueries, useInvoicePdf } from './invoiceQueries';

/** A blob's address for the frame, let go when the bytes change or the frame leaves. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    // The server may label the bytes generically; the browser's viewer needs to know they are a PDF.
    const next = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The invoice's PDF, made by the server: 'View PDF' shows it inside the page (file 2 §3 invoicePDF,
 * with a spinner while §4's pdf_loading), 'Download PDF' saves it as INV-….pdf. A failure is the
 * error state of §8, shown here where the PDF would be.
 */
export function InvoicePdfPanel({ id, invoiceNum }: { id: string; invoiceNum: string }) {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const pdf = useInvoicePdf(id, viewing);
  const url = useObjectUrl(viewing ? pdf.data : undefined);
  const pdfLoading = pdf.isFetching;

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      // The bytes on screen are the current ones unless a change has marked them stale.
      const blob = await queryClient.fetchQuery(invoiceQueries.pdf(id));
      downloadBlob(`${invoiceNum}.pdf`, new Blob([blob], { type: 'application/pdf' }));
    } catch (error) {
      setDownloadError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const error = (viewing && pdf.error ? errorMessage(pdf.error) : null) ?? downloadError;
  return (
    <Box component="section" aria-labelledby="invoice-pdf-heading" sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id="invoice-pdf-heading"
          variant="overline"
          component="h3"
          sx={{ color: 'text.secondary', flex: 1 }}
        >
          PDF
        </Typography>
        <Button
          startIcon={<PictureAsPdfOutlinedIcon />}
          onClick={() => setViewing((v) => !v)}
          aria-expanded={viewing}
          aria-controls="invoice-pdf-view"
        >
          {viewing ? 'Hide PDF' : 'View PDF'}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void download()} loading={downloading}>
          Download PDF
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Box id="invoice-pdf-view">
        {viewing && pdfLoading && (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">Loading the PDF…</Typography>
          </Stack>
        )}
        {viewing && url && (
          <Box
            component="iframe"
            src={url}
            title={`Invoice ${invoiceNum} PDF`}
            sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
      </Box>
    </Box>
  );
}
