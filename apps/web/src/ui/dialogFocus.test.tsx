import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTheme } from '../app/theme/buildTheme';
import { ClosableDialogTitle } from './ClosableDialogTitle';

const theme = buildTheme({ mode: 'light', direction: 'ltr', theme: 'leapTheme' });

/** A dialog as the portal builds them, under the portal's own theme (where the shared rule lives). */
const open = (content: React.ReactNode, actions: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <Dialog open onClose={() => undefined} aria-labelledby="t">
        <ClosableDialogTitle id="t" onClose={() => undefined}>
          Title
        </ClosableDialogTitle>
        <DialogContent>{content}</DialogContent>
        <DialogActions>{actions}</DialogActions>
      </Dialog>
    </ThemeProvider>,
  );

afterEach(cleanup);

describe('every dialog opens on its first control (issue #36)', () => {
  it("its content's first field, not the dialog and not the close button before it", async () => {
    open(<TextField label="Name" />, <Button>Save</Button>);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('a dialog without a field: its first control', async () => {
    open('Nothing to type here.', <Button>Ok</Button>);
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('a control the dialog focused itself keeps the focus', async () => {
    open(
      <TextField label="Name" />,
      <Button autoFocus data-testid="cancel">
        Cancel
      </Button>,
    );
    const cancel = screen.getByTestId('cancel');
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await new Promise((r) => setTimeout(r, 400));
    expect(document.activeElement).toBe(cancel);
  });
});
