import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useState, type ReactNode } from 'react';

/** Loaded on the first tap (see ChoiceMenu). */
const ChoiceMenu = lazy(() => import('./ChoiceMenu'));
/** The "every value" item's key: no option's value. */
const EVERY = '\u0000every';

/** A filter that chooses among a few values (a status, a stage), drawn as a chip opening its choices. */
export interface FilterChip {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The chosen values; none is every value. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Several values at once (the menu stays open and ticks each); otherwise one, or every. */
  multiple?: boolean;
}

const chipText = (chip: FilterChip): string => {
  if (chip.value.length === 0) return chip.label;
  if (chip.value.length > 1) return `${chip.label}: ${chip.value.length}`;
  return `${chip.label}: ${chip.options.find((o) => o.value === chip.value[0])?.label ?? chip.value[0]}`;
};

function ChoiceChip({ chip }: { chip: FilterChip }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (value: string | null) => {
    if (value === null) chip.onChange([]);
    else if (!chip.multiple) chip.onChange([value]);
    else
      chip.onChange(
        chip.value.includes(value) ? chip.value.filter((v) => v !== value) : [...chip.value, value],
      );
    if (!chip.multiple) setAnchor(null);
  };
  return (
    <>
      <Chip
        label={chipText(chip)}
        color={chip.value.length > 0 ? 'primary' : 'default'}
        variant={chip.value.length > 0 ? 'filled' : 'outlined'}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        onDelete={chip.value.length > 0 ? () => chip.onChange([]) : undefined}
      />
      {anchor && (
        <Suspense fallback={null}>
          <ChoiceMenu
            anchor={anchor}
            multiple={chip.multiple}
            choices={[
              { value: EVERY, label: `Every ${chip.label.toLowerCase()}`, chosen: chip.value.length === 0 },
              ...chip.options.map((o) => ({ ...o, chosen: chip.value.includes(o.value) })),
            ]}
            onChoose={(value) => choose(value === EVERY ? null : value)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A list's filters as chips: each choice filter a chip with its menu, and the others (dates, typed
 * text) behind one "Filters" chip that shows them below, on a line of their own.
 */
export function ListChips({ chips, more }: { chips: FilterChip[]; more?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {chips.map((chip) => (
        <ChoiceChip key={chip.label} chip={chip} />
      ))}
      {more && (
        <Chip
          icon={<Tune />}
          label="Filters"
          variant={open ? 'filled' : 'outlined'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
      )}
      {more && open && (
        <Box
          role="group"
          aria-label="Filters"
          sx={{ order: 1, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}
        >
          {more}
        </Box>
      )}
    </>
  );
}
