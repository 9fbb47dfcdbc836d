import { lazy, Suspense, useState } from 'react';
import { useUiStore, type UiState } from '../../store/ui';
import { useSaveTheme } from './useSaveTheme';

// Loaded the first time they open (issue #27): no page shows them at first, so no page pays for them.
const GuideDialog = lazy(() => import('./GuideDialog').then((m) => ({ default: m.GuideDialog })));
const ThemePanel = lazy(() => import('./ThemePanel').then((m) => ({ default: m.ThemePanel })));
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

type Dialog = NonNullable<UiState['shellDialog']>;

/** The app bar's dialogs, mounted once by the shell so they stay open whatever layout is chosen. */
export function ShellDialogs() {
  const dialog = useUiStore((s) => s.shellDialog);
  const setShellDialog = useUiStore((s) => s.setShellDialog);
  const saveTheme = useSaveTheme();
  // A dialog once opened stays mounted, so closing it plays its transition.
  const [opened, setOpened] = useState<Dialog[]>([]);
  if (dialog && !opened.includes(dialog)) setOpened([...opened, dialog]);

  return (
    <Suspense fallback={null}>
      {opened.includes('guide') && (
        <GuideDialog open={dialog === 'guide'} onClose={() => setShellDialog(null)} />
      )}
      {opened.includes('feedback') && (
        <FeedbackDialog open={dialog === 'feedback'} onClose={() => setShellDialog(null)} />
      )}
      {opened.includes('theme') && (
        <ThemePanel
          open={dialog === 'theme'}
          onClose={() => {
            setShellDialog(null);
            // §2.10: closing the panel saves the settings.
            saveTheme();
          }}
        />
      )}
    </Suspense>
  );
}
