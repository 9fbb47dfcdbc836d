import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The module of @mui/x-data-grid (9.14.0, pinned) that gives each of the grid's slots its Material UI component. */
const SLOTS_MODULE = '/node_modules/@mui/x-data-grid/material/index.mjs';
const LAZY_SLOT = resolve(import.meta.dirname, 'src/ui/lazySlot.tsx');

/**
 * The components that module imports and no grid of ours draws on its first paint, nor the pages
 * around it: the filter panel's value picker (Autocomplete and its Chip tags) and slots the
 * community grid never renders (Switch, Tabs, Tab, ToggleButton). Left static on purpose: what the
 * first paint draws (Checkbox, TablePagination and its Select, Tooltip, IconButton, Skeleton, the
 * progress indicators), TextField and its FormControl and InputLabel (every grid page's own search
 * box draws them), and what the shell already loads (Badge, Divider, the menus, Popper, Modal).
 */
export const LAZY_COMPONENTS: readonly string[] = [
  'Autocomplete',
  'Chip',
  'Switch',
  'Tabs',
  'Tab',
  'ToggleButton',
];

/**
 * Turns each `import X from '@mui/material/<name>'` of `code` into a component that loads on its
 * first render. Throws when one of them is no longer there as such: after an upgrade of the grid the
 * build stops rather than silently load it all again.
 */
export function lazySlotImports(code: string, components = LAZY_COMPONENTS, helper = LAZY_SLOT): string {
  let out = code;
  for (const name of components) {
    const statement = new RegExp(`^import (\\w+) from '@mui/material/${name}';$`, 'm');
    const match = statement.exec(out);
    if (!match) {
      throw new Error(
        `lazy-grid-slots: ${SLOTS_MODULE} no longer has \`import … from '@mui/material/${name}'\`: ` +
          'look again at what the grid imports there and at LAZY_COMPONENTS (apps/web/lazy-grid-slots.ts).',
      );
    }
    const [line, local] = match;
    out = out.replace(line, () => `const ${local} = __lazySlot(() => import('@mui/material/${name}'));`);
  }
  return `import { lazySlot as __lazySlot } from ${JSON.stringify(helper)};\n${out}`;
}

/**
 * The browser's build only: the grid's panel-only components load when first drawn (issue #27).
 * Fails the build when it never meets the slots module, so a moved file cannot undo it either.
 */
export function lazyGridSlots(): Plugin {
  let rewritten = false;
  return {
    name: 'lease:lazy-grid-slots',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.endsWith(SLOTS_MODULE)) return null;
      rewritten = true;
      return { code: lazySlotImports(code), map: null };
    },
    buildEnd(error) {
      if (!error && !rewritten) this.error(`lazy-grid-slots: the build never read ${SLOTS_MODULE}`);
    },
  };
}
