import { useUiStore } from '../../store/ui';
import { GuideDialog } from './GuideDialog';
import { ThemePanel } from './ThemePanel';
import { useSaveTheme } from './useSaveTheme';

/** The app bar's dialogs, mounted once by the shell so they stay open whatever layout is chosen. */
export function ShellDialogs() {
  const dialog = useUiStore((s) => s.shellDialog);
  const setShellDialog = useUiStore((s) => s.setShellDialog);
  const saveTheme = useSaveTheme();

  return (
    <>
      <GuideDialog open={dialog === 'guide'} onClose={() => setShellDialog(null)} />
      <ThemePanel
        open={dialog === 'theme'}
        onClose={() => {
          setShellDialog(null);
          // §2.10: closing the panel saves the settings.
          saveTheme();
        }}
      />
    </>
  );
}
