import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteBuilder } from 'vite';
import { chunkGroup } from './chunks.ts';
import { lazyOverlays } from './lazy-overlays.ts';
import { precompress } from './precompress.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * Renders the sign-in page in Node and writes it, with its styles, into the built login.html
 * (issue #9): the page paints before its script has run. The Node build is used once, then removed.
 */
async function prerenderLogin(builder: ViteBuilder): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr) throw new Error('the build has no client or ssr environment');
  const serverDir = resolve(builder.config.root, ssr.config.build.outDir);
  try {
    const output = await builder.build(ssr);
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
      'output' in o ? o.output : [],
    );
    const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
    if (!entry) throw new Error('the prerender build has no entry chunk');
    const { prerenderLogin } = (await import(
      pathToFileURL(resolve(serverDir, entry.fileName)).href
    )) as typeof import('./src/login/prerender');
    const { html, styles } = prerenderLogin();
    const file = resolve(builder.config.root, client.config.build.outDir, 'login.html');
    const page = readFileSync(file, 'utf8');
    const root = '<div id="root"></div>';
    if (!page.includes(root)) throw new Error(`${file} has no empty #root to fill`);
    // Replacement functions, so a `$` in the markup or the styles is never read as a pattern.
    writeFileSync(
      file,
      page.replace('</head>', () => `${styles}</head>`).replace(root, () => `<div id="root">${html}</div>`),
    );
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

export default defineConfig({
  plugins: [react(), lazyOverlays()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every supported browser preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // exceljs (930 KB, 256 KB compressed) is the one chunk past Vite's 500 KB warning: it loads only
    // when a filer picks an XLSX ledger (decision 0033), never on a page's first load.
    chunkSizeWarningLimit: 1_000,
    // The sign-in page is a light entry of its own (issue #9): login.html, served by the API for /login.
    rolldownOptions: {
      input: ['index.html', 'login.html'],
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The shared start of every page in two files, not sixty (chunks.ts). The browser's build
          // only: grouped in the prerender's Node build, the sign-in page would run the app's stores.
          output: {
            codeSplitting: {
              groups: [{ name: chunkGroup, debugName: 'first-load', includeDependenciesRecursively: false }],
            },
          },
        },
      },
    },
    // The sign-in page for Node, to prerender it; never served, so outside dist.
    ssr: { build: { outDir: 'node_modules/.prerender', ssr: 'src/login/prerender.tsx' } },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await prerenderLogin(builder);
      const { client } = builder.environments;
      await precompress(resolve(builder.config.root, client!.config.build.outDir));
    },
  },
});
