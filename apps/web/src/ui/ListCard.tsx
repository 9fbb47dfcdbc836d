import { alpha, type Theme } from '@mui/material/styles';
import { lazy, Suspense, type ReactNode } from 'react';
import { StatusChip } from './StatusChip';

// Only a list whose rows are chosen draws checkboxes: the other list pages do not download them.
const Checkbox = lazy(() => import('@mui/material/Checkbox'));

/** One row as a card: a title line, a status, detail lines and an end (an amount, a download, actions). */
export interface ListEntry {
  id: string;
  title: string;
  status?: string | undefined;
  /** The status's words when they are not the shared status labels' (an application's stage). */
  statusText?: string;
  lines: (string | null | undefined)[];
  end?: ReactNode;
  /** Opens the row's detail (the grid row's dialog): a tap anywhere on the card, or its title as a button. */
  onOpen?: () => void;
  /** A checkbox before the title, for the page's actions on what is chosen (the grid's row checkboxes). */
  choose?: { checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };
}

/**
 * The cards' look, set once by the list (CardList's `<ul>`): an outlined Paper, a text Button for the
 * title and Typography lines, as the cards drew them with MUI's components. Plain elements draw a page of
 * cards without some ten styled components each, which a phone paid for before the list showed (issue #33).
 */
export const listCardStyles = (theme: Theme) => ({
  '& > li.card': {
    padding: theme.spacing(1.5),
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    // Strings: in `sx` a bare number would be read as a multiple of the theme's radius or spacing.
    borderRadius: `${theme.shape.borderRadius}px`,
    '&.tappable': { cursor: 'pointer' },
  },
  '& .card-row': { display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start' },
  '& .card-check': { flexShrink: 0, width: '34px', height: '34px' },
  '& .card-body': { flex: 1, minWidth: 0 },
  '& .card-title': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
    textAlign: 'start' as const,
  },
  '& button.card-title': {
    padding: '0 2px',
    marginInline: '-2px',
    border: 0,
    borderRadius: '4px',
    background: 'none',
    color: theme.palette.primary.main,
    cursor: 'pointer',
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '1px' },
  },
  '& .card-status': { margin: theme.spacing(0.5, 0) },
  '& .card-line': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
    overflowWrap: 'anywhere' as const,
  },
  '& .card-end': {
    display: 'flex',
    flexDirection: 'column' as const,
    gap: theme.spacing(0.5),
    alignItems: 'flex-end',
    flexShrink: 0,
  },
});

/** A row of CardList as a card. */
export function ListCard({ entry }: { entry: ListEntry }) {
  const { onOpen, choose } = entry;
  const tap = onOpen ?? (choose && !choose.disabled ? () => choose.onChange(!choose.checked) : undefined);
  return (
    <li
      className={tap ? 'card tappable' : 'card'}
      aria-label={entry.title}
      // A tap anywhere opens the row (or, on a card with nothing to open, chooses it); keyboard and screen
      // readers use the title's button and the checkbox.
      onClick={tap}
    >
      <div className="card-row">
        {choose && (
          <Suspense fallback={<span className="card-check" />}>
            <Checkbox
              checked={choose.checked}
              disabled={choose.disabled}
              onClick={(e) => e.stopPropagation()}
              onChange={(e) => choose.onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Choose ${entry.title}` } }}
              sx={{ p: 0.5, ml: -0.5 }}
            />
          </Suspense>
        )}
        <div className="card-body">
          {onOpen ? (
            <button
              type="button"
              className="card-title"
              onClick={(e) => {
                e.stopPropagation();
                onOpen();
              }}
            >
              {entry.title}
            </button>
          ) : (
            <p className="card-title">{entry.title}</p>
          )}
          {entry.status && (
            <div className="card-status">
              <StatusChip status={entry.status} label={entry.statusText} />
            </div>
          )}
          {entry.lines.filter(Boolean).map((line) => (
            <p key={line} className="card-line">
              {line}
            </p>
          ))}
        </div>
        {entry.end && (
          <div className="card-end" onClick={(e) => e.stopPropagation()}>
            {entry.end}
          </div>
        )}
      </div>
    </li>
  );
}
