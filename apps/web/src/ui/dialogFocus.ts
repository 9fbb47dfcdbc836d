import type { DialogProps } from '@mui/material/Dialog';
import { firstField, focusOn } from './firstControl';

/**
 * Issue #36: a dialog opens with the focus on its first control, not on the dialog itself, so a keyboard
 * or screen-reader user starts where the work is. The first field of the dialog's content comes first
 * (the wizard's first field, not its close button); a dialog whose content has none gets its first
 * control anywhere (the close button, Ok). A dialog that placed the focus itself (`autoFocus`, as the
 * confirmation's Cancel) keeps it.
 */
export function focusFirstControl(container: HTMLElement): void {
  const dialog = container.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? container;
  const active = document.activeElement;
  if (active && active !== dialog && dialog.contains(active)) return;
  focusOn(firstField(dialog.querySelector('.MuiDialogContent-root')) ?? firstField(dialog));
}

/**
 * The theme's defaults for every MUI Dialog: the rule above runs once the opening transition ends
 * (MUI's own focus on the dialog has happened by then). A dialog's own slot props merge with these.
 */
export const DIALOG_DEFAULTS: Partial<DialogProps> = {
  slotProps: { transition: { onEntered: focusFirstControl } },
};
