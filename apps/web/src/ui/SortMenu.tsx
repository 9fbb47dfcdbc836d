import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

/** Loaded on the first tap (see ChoiceMenu). */
const ChoiceMenu = lazy(() => import('./ChoiceMenu'));

export interface SortChoice {
  /** `key:order`, e.g. `createdAt:desc`. */
  value: string;
  label: string;
}

/** A list's order as a button naming it, opening the choices: what a phone has instead of column headers. */
export function SortMenu({
  choices,
  value,
  onChange,
}: {
  choices: SortChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = choices.find((c) => c.value === value);
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-label={`Sort: ${current?.label ?? value}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {current?.label ?? 'Sort'}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <ChoiceMenu
            anchor={anchor}
            choices={choices.map((c) => ({ ...c, chosen: c.value === value }))}
            onChoose={(chosen) => {
              setAnchor(null);
              if (chosen !== value) onChange(chosen);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
