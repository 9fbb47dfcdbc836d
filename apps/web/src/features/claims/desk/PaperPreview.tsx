import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { CLAIM_FILE_KIND_LABELS, type ClaimFileKind } from '@lease/contract';
import { deskQueries } from './deskQueries';

/** How a file shows in the page: an image, a PDF in its frame, or only its name. */
export const previewKind = (type: string, name: string): 'image' | 'pdf' | null => {
  if (type.startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(name)) return 'image';
  if (type === 'application/pdf' || /\.pdf$/i.test(name)) return 'pdf';
  return null;
};

/**
 * One of the claim's papers, read through the claim file call and shown in the page (issue #32). A PDF
 * opens in its frame when asked: the browser's PDF viewer takes the keyboard focus as it loads, and the
 * desk's keys must stay with the desk until the adjuster chooses to read the paper.
 */
export function PaperPreview({ file }: { file: { id: string; file_name: string; kind: ClaimFileKind } }) {
  const [showPdf, setShowPdf] = useState(false);
  const blob = useQuery({ ...deskQueries.file(file.id), staleTime: Infinity });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const kind = blob.data ? previewKind(blob.data.type, file.file_name) : null;
  const label = `${CLAIM_FILE_KIND_LABELS[file.kind] ?? 'Other document'}: ${file.file_name}`;
  return (
    <Box component="figure" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Typography component="figcaption" variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      {blob.isPending && <Typography variant="caption">Loading…</Typography>}
      {blob.isError && <Typography variant="caption">The file could not be read.</Typography>}
      {url && kind === 'image' && (
        <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', maxHeight: 360 }} />
      )}
      {url && kind === 'pdf' && !showPdf && (
        <Button size="small" onClick={() => setShowPdf(true)} aria-label={`Show the PDF: ${label}`}>
          Show the PDF
        </Button>
      )}
      {url && kind === 'pdf' && showPdf && (
        <Box component="iframe" src={url} title={label} sx={{ width: '100%', height: 420, border: 0 }} />
      )}
      {blob.data && !kind && <Typography variant="caption">No preview for this kind of file.</Typography>}
    </Box>
  );
}
