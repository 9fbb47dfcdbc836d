import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_COMPONENTS, lazySlotImports } from './lazy-grid-slots';

const SAMPLE = [
  "import * as React from 'react';",
  "import MUIAutocomplete from '@mui/material/Autocomplete';",
  "import MUIButton from '@mui/material/Button';",
  "import MUIChip from '@mui/material/Chip';",
  'const slots = { baseAutocomplete: MUIAutocomplete, baseButton: MUIButton, baseChip: MUIChip };',
].join('\n');

describe('lazySlotImports', () => {
  it('makes the named components load on first render and leaves the others static', () => {
    const out = lazySlotImports(SAMPLE, ['Autocomplete', 'Chip'], '/app/lazySlot.tsx');
    expect(out.split('\n')).toEqual([
      'import { lazySlot as __lazySlot } from "/app/lazySlot.tsx";',
      "import * as React from 'react';",
      "const MUIAutocomplete = __lazySlot(() => import('@mui/material/Autocomplete'));",
      "import MUIButton from '@mui/material/Button';",
      "const MUIChip = __lazySlot(() => import('@mui/material/Chip'));",
      'const slots = { baseAutocomplete: MUIAutocomplete, baseButton: MUIButton, baseChip: MUIChip };',
    ]);
  });

  it('stops the build when an import it rewrites is no longer there', () => {
    expect(() => lazySlotImports(SAMPLE, ['Switch'])).toThrow(
      /no longer has `import … from '@mui\/material\/Switch'`/,
    );
    // Imported another way (here with named imports beside it) is not the import it knows how to rewrite.
    const named = SAMPLE.replace(
      "MUIChip from '@mui/material/Chip'",
      "MUIChip, { chipClasses } from '@mui/material/Chip'",
    );
    expect(() => lazySlotImports(named, ['Chip'])).toThrow(/@mui\/material\/Chip/);
  });

  it('finds every import it rewrites in the installed grid', () => {
    const file = resolve(import.meta.dirname, '../../node_modules/@mui/x-data-grid/material/index.mjs');
    const out = lazySlotImports(readFileSync(file, 'utf8'));
    for (const name of LAZY_COMPONENTS) {
      expect(out).not.toMatch(new RegExp(`^import .* from '@mui/material/${name}';$`, 'm'));
    }
  });
});
