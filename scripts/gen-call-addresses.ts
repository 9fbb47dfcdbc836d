// `npm run gen:addresses`: writes packages/contract/src/addresses/ from the route table and removes the
// files of route modules that are gone (scripts/call-addresses.ts renders them).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADDRESSES_DIR, renderCallAddresses } from './call-addresses.js';

const files = await renderCallAddresses();
mkdirSync(ADDRESSES_DIR, { recursive: true });
for (const name of readdirSync(ADDRESSES_DIR)) {
  if (!files.has(name)) rmSync(join(ADDRESSES_DIR, name));
}
for (const [name, text] of files) writeFileSync(join(ADDRESSES_DIR, name), text);
console.log(`${files.size} address files in ${ADDRESSES_DIR}`);
