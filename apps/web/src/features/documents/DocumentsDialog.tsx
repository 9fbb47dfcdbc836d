import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DOCUMENT_TEXTS, missingItems, routes, type DocumentEntry } from '@lease/contract';
import { apiFile } from '../../api/client';
import { ClosableDialogTitle } from '../../ui/ClosableDialogTitle';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { errorMessage, toast } from '../../ui/toast';
import { saveDocument } from './saveDocument';
import { documentQueries } from './documentQueries';

type View = 'documents' | 'missing';

/**
 * The document dialog of a rider or application (file 2 §2): its insurance documents, each downloaded
 * under its title, and the missing-docs view. Mounted by the application and policy rows.
 */
export function DocumentsDialog({
  appId,
  open,
  onClose,
}: {
  appId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [view, setView] = useState<View>('documents');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="documents-dialog-title">
      <ClosableDialogTitle id="documents-dialog-title" onClose={onClose}>
        Documents
      </ClosableDialogTitle>
      <Tabs
        value={view}
        onChange={(_e, next: View) => setView(next)}
        sx={{ px: 3 }}
        aria-label="Document views"
      >
        <Tab value="documents" label="Insurance Documents" />
        <Tab value="missing" label="Missing Docs" />
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 220 }}>
        {open && (view === 'documents' ? <DocumentList appId={appId} /> : <MissingDocs appId={appId} />)}
      </DialogContent>
    </Dialog>
  );
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

function DocumentList({ appId }: { appId: string }) {
  const entries = useQuery(documentQueries.list(appId));
  if (entries.isPending) return <Loading />;
  if (entries.isError) return <Typography color="error">{errorMessage(entries.error)}</Typography>;
  if (entries.data.length === 0) {
    return (
      <EmptyState icon={<DescriptionOutlinedIcon />} title={DOCUMENT_TEXTS.noDocs} testId="no-documents" />
    );
  }
  return (
    <List disablePadding aria-label="Insurance documents">
      {entries.data.map((entry) => (
        <DocumentRow key={entry.docId} entry={entry} />
      ))}
    </List>
  );
}

function DocumentRow({ entry }: { entry: DocumentEntry }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiFile(routes.documents.documentFile, { query: { docId: entry.docId } });
      await saveDocument(blob, entry.title);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const label = `Download ${entry.title}`;
  return (
    <ListItem
      divider
      secondaryAction={
        <Tooltip title={label}>
          <span>
            <IconButton edge="end" aria-label={label} onClick={() => void download()} disabled={busy}>
              {busy ? <CircularProgress size={20} /> : <DownloadIcon />}
            </IconButton>
          </span>
        </Tooltip>
      }
    >
      <ListItemText primary={entry.title} secondary={formatDateTime(entry.createdDate)} />
    </ListItem>
  );
}

function MissingDocs({ appId }: { appId: string }) {
  const missing = useQuery(documentQueries.missing(appId));
  if (missing.isPending) return <Loading />;
  if (missing.isError) return <Typography color="error">{errorMessage(missing.error)}</Typography>;
  const items = missingItems(missing.data.docData);
  if (items.length === 0) {
    return (
      <EmptyState icon={<TaskAltIcon />} title={DOCUMENT_TEXTS.noMissingDocs} testId="no-missing-docs" />
    );
  }
  return (
    <List dense aria-label="Missing documents">
      {items.map((item) => (
        <ListItem key={item} divider>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
