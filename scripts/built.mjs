// `npm run backup|restore|db:migrate|seed` run the built API (apps/api/dist), not a fresh build: a
// production host has the release's build output, not the build tools (issue #35). Built once per
// release with `npm run build`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [command, ...rest] = process.argv.slice(2);
const file = resolve(import.meta.dirname, '..', 'apps', 'api', 'dist', `${command}-cli.js`);
if (!command || !existsSync(file)) {
  console.error(`apps/api/dist/${command ?? '?'}-cli.js is missing: run \`npm run build\` first.`);
  process.exit(1);
}
// The command reads its arguments from process.argv, as if started as `node dist/<command>-cli.js`.
process.argv = [process.argv[0], file, ...rest];
await import(pathToFileURL(file).href);
