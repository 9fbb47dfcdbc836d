import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';

const ImportMenu = lazy(() => import('./ImportMenu'));

/**
 * The Buildings page's one Import button (issue #36: two look-alike buttons confused people). With both
 * imports allowed it opens a menu of the two; with one, it names and opens that one.
 */
export function ImportButton({
  buildings,
  rentRoll,
  variant = 'contained',
}: {
  /** Opens the buildings CSV import, when the person may use it. */
  buildings: (() => void) | null;
  /** Opens the rent-roll import, when the person may use it. */
  rentRoll: (() => void) | null;
  variant?: 'contained' | 'outlined';
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!buildings && !rentRoll) return null;
  const only = buildings && rentRoll ? null : (buildings ?? rentRoll);
  if (only) {
    return (
      <Button startIcon={<UploadFileIcon />} variant={variant} onClick={only}>
        {buildings ? 'Import CSV' : 'Import rent roll'}
      </Button>
    );
  }
  const choose = (open: (() => void) | null) => () => {
    setAnchor(null);
    open?.();
  };
  return (
    <>
      <Button
        startIcon={<UploadFileIcon />}
        variant={variant}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Import
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <ImportMenu
            id={menuId}
            anchor={anchor}
            onBuildings={choose(buildings)}
            onRentRoll={choose(rentRoll)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
