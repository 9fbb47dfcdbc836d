import { EXTERNAL_TEXTS, type ClientDocumentRow } from '@lease/contract';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../api/client';
import { downloadBlob } from '../../ui/download';
import { formatDate } from '../../ui/format';
import { errorMessage, toast } from '../../ui/toast';
import * as clientCalls from '@lease/contract/addresses/client';
import { SectionList } from './SectionList';
import { clientQueries } from './clientQueries';
import { useClientList } from './useClientList';

const SORTS = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'title:asc', label: 'Title' },
];

const KIND_LABELS: Record<ClientDocumentRow['kind'], string> = {
  insurance: 'Insurance document',
  'claim-file': 'Claim file',
};

const size = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1_000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** A title is not a file name: a PDF without its extension would open in nothing. */
const fileName = (title: string, type: string) =>
  /\.\w{2,4}$/.test(title) || type !== 'application/pdf' ? title : `${title}.pdf`;

/** /client/{clientId}/documents: the policies' insurance documents and the claims' files, to download. */
export function DocumentsSection() {
  const list = useClientList(SORTS[0]!.value, clientQueries.documents);
  const download = useMutation({
    mutationFn: async (doc: ClientDocumentRow) => {
      const blob = await apiFile(clientCalls.clientDocument, {
        query: { clientId: list.clientId, kind: doc.kind, id: doc.id },
      });
      downloadBlob(fileName(doc.title, blob.type), blob);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <SectionList
      title="Documents"
      sorts={SORTS}
      empty="No documents"
      list={list}
      entry={(d) => ({
        id: d.id,
        title: d.title,
        lines: [
          `${KIND_LABELS[d.kind]} · ${d.buildingName}${d.riderId ? ` · rider ${d.riderId}` : ''}${
            d.claimName ? ` · claim ${d.claimName}` : ''
          }`,
          `${formatDate(d.createdAt)} · ${size(d.bytes)}`,
          d.downloadable ? null : EXTERNAL_TEXTS.downloadNeedsPersonalData,
        ],
        end: d.downloadable ? (
          <Button
            size="small"
            startIcon={<Download />}
            aria-label={`Download ${d.title}`}
            loading={download.isPending && download.variables.id === d.id}
            onClick={() => download.mutate(d)}
          >
            Download
          </Button>
        ) : null,
      })}
    />
  );
}
