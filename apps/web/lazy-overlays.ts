import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const LAZY_SLOT = resolve(import.meta.dirname, 'src/ui/lazySlot.tsx');

/**
 * How an import loads instead: `lazySlot` on its first render (a part drawn only inside an open panel or
 * menu), `lazyWhenOpen` when it first opens (an overlay: closed, it draws nothing until then).
 */
type Helper = 'lazySlot' | 'lazyWhenOpen';

/** One default import of a module, as written there, that loads later. */
export interface LazyImport {
  source: string;
  helper: Helper;
}

const slot = (source: string): LazyImport => ({ source, helper: 'lazySlot' });
const whenOpen = (source: string): LazyImport => ({ source, helper: 'lazyWhenOpen' });

/**
 * Per module (the end of its path), the imports its first paint never draws (issues #27 and #33):
 * - A Tooltip's popper and its transition: a tooltip shows only on hover or focus; the popper brought
 *   Popper.js (about 10 KB) to every list's first load.
 * - A Select's menu: the table's rows-per-page and the pages' filters are Selects, closed until pressed;
 *   the menu brought Popover and Modal.
 * What they leave loads when first opened, in `later` (apps/web/chunks.ts).
 */
export const LAZY_IMPORTS: Readonly<Record<string, readonly LazyImport[]>> = {
  '/node_modules/@mui/material/Tooltip/Tooltip.mjs': [
    whenOpen('../Popper/index.mjs'),
    slot('../Grow/index.mjs'),
  ],
  '/node_modules/@mui/material/Select/SelectInput.mjs': [whenOpen('../Menu/Menu.mjs')],
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Turns each default import of `code` named in `imports` into a component that loads later. Throws when
 * one of them is no longer there as such: after an upgrade the build stops rather than silently load it
 * all again.
 */
export function lazyImports(code: string, imports: readonly LazyImport[], helper = LAZY_SLOT): string {
  let out = code;
  for (const { source, helper: how } of imports) {
    const statement = new RegExp(`^import (\\w+) from (['"])${escaped(source)}\\2;$`, 'm');
    const match = statement.exec(out);
    if (!match) {
      throw new Error(
        `lazy-overlays: no longer \`import … from '${source}'\` where it was: ` +
          'look again at what the module imports there and at LAZY_IMPORTS (apps/web/lazy-overlays.ts).',
      );
    }
    const [line, local, quote] = match;
    out = out.replace(line, () => `const ${local} = __${how}(() => import(${quote}${source}${quote}));`);
  }
  const helpers = [...new Set(imports.map((i) => i.helper))].map((h) => `${h} as __${h}`).join(', ');
  return `import { ${helpers} } from ${JSON.stringify(helper)};\n${out}`;
}

/**
 * The browser's build only: what LAZY_IMPORTS names loads when first drawn or opened. Fails the build
 * when it never meets one of those modules, so a moved file cannot undo it either.
 */
export function lazyOverlays(): Plugin {
  const rewritten = new Set<string>();
  return {
    name: 'lease:lazy-overlays',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const module = Object.keys(LAZY_IMPORTS).find((end) => id.endsWith(end));
      if (!module) return null;
      rewritten.add(module);
      return { code: lazyImports(code, LAZY_IMPORTS[module] ?? []), map: null };
    },
    buildEnd(error) {
      const unread = Object.keys(LAZY_IMPORTS).filter((module) => !rewritten.has(module));
      if (!error && unread.length > 0) this.error(`lazy-overlays: the build never read ${unread.join(', ')}`);
    },
  };
}
