import type { EmailRow } from '@lease/contract';
import { DetailDialog } from '../../ui/DetailDialog';
import { formatDateTime } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';

/** One e-mail record: its status, when it was sent and its body as sent. */
export function EmailDialog({ email, onClose }: { email: EmailRow; onClose: () => void }) {
  return (
    <DetailDialog
      open
      title={email.subject}
      subtitle={`To ${email.to}`}
      sections={[
        {
          title: 'Message',
          fields: [
            { label: 'Status', value: <StatusChip status={email.status} /> },
            { label: 'Sent', value: formatDateTime(email.createdAt) },
            {
              label: 'Body',
              value: <span style={{ whiteSpace: 'pre-wrap' }}>{email.body}</span>,
              wide: true,
            },
          ],
        },
      ]}
      onClose={onClose}
    />
  );
}
