import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ADDRESSES_DIR, renderCallAddresses } from './call-addresses.js';

// A route added, renamed or readdressed without regenerating would leave the web calling the old address.
it("the call addresses on disk are the route table's: run `npm run gen:addresses` if not", async () => {
  const files = await renderCallAddresses();
  expect(readdirSync(ADDRESSES_DIR).sort()).toEqual([...files.keys()].sort());
  for (const [name, text] of files) expect(readFileSync(join(ADDRESSES_DIR, name), 'utf8'), name).toBe(text);
});
