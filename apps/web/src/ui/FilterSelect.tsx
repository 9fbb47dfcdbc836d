import { lazy, Suspense } from 'react';
import type { FilterSelectProps } from './FilterSelectField';

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
