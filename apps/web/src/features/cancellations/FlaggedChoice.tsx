import BlockIcon from '@mui/icons-material/Block';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ApplicationRecord } from '@lease/contract';
import type { RowChoice } from '../../ui/rowChoice';
import { isChosen, type RowSelection } from '../../ui/tableTypes';

// The decisions' dialogs load when opened (issue #27): the grid's first load is its rows.
const CancelPoliciesFlow = lazy(() =>
  import('./CancelPoliciesFlow').then((m) => ({ default: m.CancelPoliciesFlow })),
);
const DismissFlagsDialog = lazy(() =>
  import('./DismissFlagsDialog').then((m) => ({ default: m.DismissFlagsDialog })),
);

const NONE: RowSelection = { type: 'include', ids: new Set() };

/**
 * The Flagged Cancellations list's decisions (the app hands this to its records page): checkboxes on
 * its rows, and Cancel Policies and Dismiss Flags on what is chosen.
 */
export function FlaggedChoice({
  rows,
  children,
}: {
  rows: ApplicationRecord[];
  children: (choice: RowChoice<ApplicationRecord>) => ReactNode;
}) {
  const { dialogs, ...choice } = useFlaggedActions(rows);
  return (
    <>
      {children(choice)}
      {dialogs}
    </>
  );
}

function useFlaggedActions(rows: ApplicationRecord[]): RowChoice<ApplicationRecord> & { dialogs: ReactNode } {
  const [model, setModel] = useState<RowSelection>(NONE);
  // The ids are kept as they were when a dialog opened: the grid reloads under it once it succeeds.
  const [open, setOpen] = useState<{ action: 'cancel' | 'dismiss'; riderIds: string[] } | null>(null);

  // What counts is the page on screen.
  const riderIds = rows.filter((r) => r.rider_id && isChosen(model, r.id)).map((r) => r.rider_id as string);
  const none = riderIds.length === 0;
  const close = (done: boolean) => {
    setOpen(null);
    if (done) setModel(NONE);
  };

  return {
    selection: { model, onChange: setModel, isRowSelectable: (r) => Boolean(r.rider_id) },
    actions: (
      <>
        <Button
          startIcon={<FlagOutlinedIcon />}
          disabled={none}
          onClick={() => setOpen({ action: 'dismiss', riderIds })}
        >
          Dismiss Flags
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          disabled={none}
          onClick={() => setOpen({ action: 'cancel', riderIds })}
        >
          Cancel Policies
        </Button>
      </>
    ),
    dialogs: (
      <Suspense fallback={null}>
        {open?.action === 'cancel' ? (
          <CancelPoliciesFlow riderIds={open.riderIds} onClose={close} />
        ) : open?.action === 'dismiss' ? (
          <DismissFlagsDialog riderIds={open.riderIds} onClose={close} />
        ) : null}
      </Suspense>
    ),
  };
}
