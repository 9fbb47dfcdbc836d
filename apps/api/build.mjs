// Bundles the API and its workspace contract into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/main.ts',
    'src/seed-cli.ts',
    'src/migrate-cli.ts',
    'src/backup-cli.ts',
    'src/restore-cli.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lease/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
