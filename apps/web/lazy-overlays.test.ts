import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_IMPORTS, lazyImports } from './lazy-overlays';

const SAMPLE = [
  "import * as React from 'react';",
  "import MUIAutocomplete from '@mui/material/Autocomplete';",
  "import MUIButton from '@mui/material/Button';",
  'import Popper from "../Popper/index.mjs";',
  'const slots = { baseAutocomplete: MUIAutocomplete, baseButton: MUIButton, basePopper: Popper };',
].join('\n');

describe('lazyImports', () => {
  it('makes the named imports load later, each its way, and leaves the others static', () => {
    const out = lazyImports(
      SAMPLE,
      [
        { source: '@mui/material/Autocomplete', helper: 'lazySlot' },
        { source: '../Popper/index.mjs', helper: 'lazyWhenOpen' },
      ],
      '/app/lazySlot.tsx',
    );
    expect(out.split('\n')).toEqual([
      'import { lazySlot as __lazySlot, lazyWhenOpen as __lazyWhenOpen } from "/app/lazySlot.tsx";',
      "import * as React from 'react';",
      "const MUIAutocomplete = __lazySlot(() => import('@mui/material/Autocomplete'));",
      "import MUIButton from '@mui/material/Button';",
      'const Popper = __lazyWhenOpen(() => import("../Popper/index.mjs"));',
      'const slots = { baseAutocomplete: MUIAutocomplete, baseButton: MUIButton, basePopper: Popper };',
    ]);
  });

  it('stops the build when an import it rewrites is no longer there', () => {
    expect(() => lazyImports(SAMPLE, [{ source: '@mui/material/Switch', helper: 'lazySlot' }])).toThrow(
      /no longer `import … from '@mui\/material\/Switch'`/,
    );
    // Imported another way (here with named imports beside it) is not the import it knows how to rewrite.
    const named = SAMPLE.replace(
      "MUIButton from '@mui/material/Button'",
      "MUIButton, { buttonClasses } from '@mui/material/Button'",
    );
    expect(() => lazyImports(named, [{ source: '@mui/material/Button', helper: 'lazySlot' }])).toThrow(
      /@mui\/material\/Button/,
    );
  });

  it('finds every import it rewrites in the installed modules', () => {
    for (const [module, imports] of Object.entries(LAZY_IMPORTS)) {
      const file = resolve(import.meta.dirname, `../..${module}`);
      const out = lazyImports(readFileSync(file, 'utf8'), imports);
      for (const { source } of imports) {
        expect(out).not.toContain(`from '${source}';`);
        expect(out).not.toContain(`from "${source}";`);
      }
    }
  });
});
