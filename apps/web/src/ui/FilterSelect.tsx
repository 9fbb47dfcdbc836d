import { lazy, Suspense } from 'react';

interface Common {
  /** The label's id, which names the select. */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  minWidth?: number;
  disabled?: boolean;
}

export type FilterSelectProps = Common &
  (
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
    | {
        multiple?: false;
        /** '' is every value, named by `everyLabel`. */
        value: string;
        everyLabel: string;
        onChange: (value: string) => void;
      }
  );

// MUI's Select brings Menu, Popover and Modal (the `later` file, about 20 KB): a grid page's desktop
// filters load it with the grid, so a phone, which shows its filters as chips, never pays for it.
const FilterSelectField = lazy(() => import('./FilterSelectField'));

/** A grid's choice filter (a status, a stage), one value or several, loaded with the desktop's grid. */
export function FilterSelect(props: FilterSelectProps) {
  return (
    <Suspense fallback={null}>
      <FilterSelectField {...props} />
    </Suspense>
  );
}
