import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ClosableDialogTitle } from './ClosableDialogTitle';

export interface DetailField {
  label: string;
  /** Shown as given; an empty value reads as an en dash, never as a blank. */
  value: ReactNode;
  /** Spans both columns: long text, addresses, lists. */
  wide?: boolean;
}

/** One group of a record's fields under a small heading. */
export interface DetailSection {
  title: string;
  fields: DetailField[];
}

/**
 * The layout of every record dialog (file 2's rider, claim and policy records): a title with the
 * record's number beneath, its fields as label-over-value pairs in two columns, grouped in sections,
 * and the record's actions at the foot. Dates and money come in already formatted (ui/format.ts).
 */
export function DetailDialog({
  open,
  title,
  subtitle,
  sections,
  actions,
  children,
  onClose,
}: {
  open: boolean;
  title: string;
  subtitle?: string;
  sections: DetailSection[];
  actions?: ReactNode;
  /** What follows the fields inside the record: a history, a form that acts on the record. */
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="detail-dialog-title">
      <ClosableDialogTitle id="detail-dialog-title" onClose={onClose}>
        {title}
        {subtitle && (
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        )}
      </ClosableDialogTitle>
      {/* A long record scrolls: the region takes focus so the keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0}>
        {sections.map((section) => (
          <Box component="section" key={section.title} sx={{ '& + &': { mt: 3 } }}>
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
              {section.title}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {section.fields.map((field) => (
                <Box key={field.label} sx={{ gridColumn: field.wide ? '1 / -1' : undefined, minWidth: 0 }}>
                  <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                    {field.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {field.value === '' || field.value === null || field.value === undefined
                      ? '–'
                      : field.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ px: 3, py: 1.5 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
