import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  CLAIM_RECOMMENDATION_LABELS,
  CLAIM_RECOMMENDATIONS,
  type ClaimRecommendation,
  type ClaimDecisionKind,
} from '@lease/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { errorMessage, toast } from '../../../ui/toast';
import { useStableCallback } from '../../../ui/useStableCallback';
import { DeskClaim, type Assessment } from './DeskClaim';
import { DeskCards } from './DeskCards';
import { deskKeyAction, typedInField } from './deskKeyboard';
import { DeskTable } from './DeskTable';
import { deskQueries } from './deskQueries';

// The decision form brings the contract's schemas: it loads when a decision is first taken.
const DecideDialog = lazy(() => import('./DecideDialog').then((m) => ({ default: m.DecideDialog })));

type Decision = ClaimDecisionKind;
const PAGE_SIZE = 50;

/**
 * The claims desk (issue #32): undecided claims, answered requests on top then oldest first, each with
 * its age, what the rules recommend, the payout and the papers missing. j and k move, Enter opens, a, r
 * and d decide: an adjuster clears the ordinary claims without the mouse.
 */
export function DeskPage() {
  const [recommendation, setRecommendation] = useState<ClaimRecommendation | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ decision: Decision; assessment: Assessment } | null>(null);
  const queryClient = useQueryClient();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const query = { page, pageSize: PAGE_SIZE, ...(recommendation ? { recommendation } : {}) };
  const desk = useQuery({ ...deskQueries.list(query), placeholderData: keepPreviousData });
  const rows = desk.data?.rows ?? [];
  const openRow = rows.find((r) => r.id === opened) ?? null;
  const open = (index: number) => {
    setSelected(index);
    setOpened(rows[index]?.id ?? null);
  };
  // A decision straight from the list reads the claim's assessment first (usually already cached).
  const decide = useStableCallback(async (index: number, decision: Decision) => {
    const row = rows[index];
    if (!row) return;
    open(index);
    try {
      const assessment = await queryClient.fetchQuery(deskQueries.assessment(row.id));
      setDeciding({ decision, assessment });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });
  const onKey = useStableCallback((e: KeyboardEvent) => {
    if (deciding) return;
    const action = deskKeyAction(
      {
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        inField: typedInField(e.target, e.key),
      },
      selected,
      rows.length,
    );
    if (!action) return;
    e.preventDefault();
    if (action.type === 'move') setSelected(action.index);
    if (action.type === 'open') open(action.index);
    if (action.type === 'decide') void decide(action.index, action.decision);
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onKey]);
  // The selected row stays in view as j and k move it.
  useEffect(() => {
    document.querySelector('tr[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  useEffect(() => {
    if (selected >= rows.length && rows.length > 0) setSelected(rows.length - 1);
  }, [rows.length, selected]);

  return (
    <>
      <PageHeader
        title="Claims desk"
        description="Undecided claims, answered requests first, then oldest first. Keys: j and k to move, Enter to open, a to approve, r to request documents, d to deny."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Recommendation"
          value={recommendation}
          onChange={(e) => {
            setRecommendation(e.target.value as ClaimRecommendation | '');
            setPage(1);
            setSelected(0);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">Every recommendation</MenuItem>
          {CLAIM_RECOMMENDATIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {CLAIM_RECOMMENDATION_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" aria-live="polite">
          {desk.data ? `${desk.data.total} undecided ${desk.data.total === 1 ? 'claim' : 'claims'}` : ''}
        </Typography>
      </Stack>
      {desk.isError && <Alert severity="error">The desk could not be read.</Alert>}
      {desk.data && rows.length === 0 && <EmptyState title="No claim is waiting for a decision" />}
      {/* minmax(0, …): a wide table inside (the payout lines) scrolls in its box, not the whole page. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: openRow ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
        }}
      >
        {rows.length > 0 && phone && (
          <DeskCards
            rows={rows}
            total={desk.data?.total ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            loading={desk.isFetching}
            onPage={setPage}
            onOpen={open}
          />
        )}
        {rows.length > 0 && !phone && (
          <Box>
            <DeskTable rows={rows} selected={selected} onOpen={open} />
            <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
              <Button disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                Previous page
              </Button>
              <Button
                disabled={!desk.data || page * PAGE_SIZE >= desk.data.total}
                onClick={() => setPage((p) => p + 1)}
              >
                Next page
              </Button>
            </Stack>
          </Box>
        )}
        {openRow && (
          <DeskClaim
            key={openRow.id}
            row={openRow}
            onDecide={(decision, assessment) => setDeciding({ decision, assessment })}
          />
        )}
      </Box>
      {deciding && openRow && (
        <Suspense fallback={null}>
          <DecideDialog
            claim={openRow}
            decision={deciding.decision}
            assessment={deciding.assessment}
            missing={openRow.papers_missing}
            onClose={() => setDeciding(null)}
            onDecided={() => {
              setDeciding(null);
              setOpened(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
