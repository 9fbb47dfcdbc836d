import type { Theme } from '@mui/material/styles';

/**
 * The status chip's look, once for the whole app (ThemeRoot's global styles): MUI's `Chip`, small and
 * outlined, as StatusChip drew it before. A chip per row (a MUI `Chip` with its dot, three styled parts
 * and their classes) was a good part of what a list of 100 rows cost to draw (issue #33).
 */
export const statusChipStyles = (theme: Theme) => ({
  '.status-chip': {
    maxWidth: '100%',
    height: 22,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box' as const,
    verticalAlign: 'middle',
    padding: '0 0 0 6px',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap' as const,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 1.5,
  },
  '.status-chip-dot': {
    flexShrink: 0,
    width: 8,
    height: 8,
    margin: '0 -4px 0 2px',
    borderRadius: '50%',
    backgroundColor: theme.palette.text.disabled,
    '&[data-tone="success"]': { backgroundColor: theme.palette.success.main },
    '&[data-tone="warning"]': { backgroundColor: theme.palette.warning.main },
    '&[data-tone="error"]': { backgroundColor: theme.palette.error.main },
  },
  '.status-chip-label': { overflow: 'hidden', textOverflow: 'ellipsis', padding: '0 7px' },
});
