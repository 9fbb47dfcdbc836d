import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimUploads } from '../../db/schema/index.js';
import { rawExchange, requestHead } from '../../../test/raw-http.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { FILES, freshPolicy, validClaim } from '../../../test/claim-cases.js';

let server: TestServer;
let storageDir: string;

beforeAll(async () => {
  // An idle timeout short enough to see a stalled upload cut off, long enough for a busy machine's sign-in.
  server = await startTestServer({ HTTP_IDLE_TIMEOUT_MS: '3000' });
  const storage = server.config.storage;
  if (storage.kind !== 'local') throw new Error('these tests read the local storage directory');
  storageDir = storage.dir;
});
afterAll(() => server?.close());

/** Every file under the storage directory, at any depth. */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(storageDir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/** A form whose one small file part never gets its closing boundary, with an honest Content-Length. */
const unfinishedForm = (field: string) =>
  `--XyZ\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n`;

describe('a file part that never gets its closing boundary (issue #22, finding 2)', () => {
  it.each([
    ['/api/claim/create', 'leaseFile', DEMO.pm],
    ['/api/claim/add-files', 'otherFiles', DEMO.pm],
    ['/api/invoice/dispute', 'attachment', DEMO.ll],
  ])(
    '%s answers 400 at once, even on the first upload of a fresh token, and keeps nothing',
    async (path, field, email) => {
      const filesBefore = await storedFiles();
      const token = await server.signIn(email);
      for (const attempt of ['first upload of a fresh token', 'a later one with the same token']) {
        const body = unfinishedForm(field);
        const answer = await rawExchange(server.url, (socket) =>
          socket.write(
            requestHead('POST', path, {
              authorization: token,
              'content-type': 'multipart/form-data; boundary=XyZ',
              'content-length': Buffer.byteLength(body),
              connection: 'close',
            }) + body,
          ),
        );
        expect(answer.open, `${attempt}: no answer within 8 s`).toBe(false);
        expect(answer.status, attempt).toBe(400);
        expect(answer.text, attempt).toContain('{"message":"The form data is not valid."}');
        expect(answer.ms).toBeLessThan(5000);
        await expect.poll(async () => (await server.db.select().from(claimUploads)).length).toBe(0);
        await expect.poll(storedFiles).toEqual(filesBefore);
      }
    },
  );
});

describe('an upload that stalls mid-file (issue #22, finding 2)', () => {
  it('is cut off by the idle timeout, and what it had written is removed', async () => {
    const filesBefore = await storedFiles();
    const token = await server.signIn(DEMO.pm);
    const policy = await freshPolicy(server.db);
    const head =
      `--XyZ\r\nContent-Disposition: form-data; name="claimData"\r\n\r\n${JSON.stringify(validClaim(policy))}\r\n` +
      `--XyZ\r\nContent-Disposition: form-data; name="leaseFile"; filename="lease.pdf"\r\n\r\n`;
    // Past the head the type is judged from, so the file is being written when the client stalls.
    const some = Buffer.concat([Buffer.from(FILES.pdf), Buffer.alloc(200_000)]);
    const answer = await rawExchange(
      server.url,
      (socket) => {
        socket.write(
          requestHead('POST', '/api/claim/create', {
            authorization: token,
            'content-type': 'multipart/form-data; boundary=XyZ',
            'content-length': Buffer.byteLength(head) + 5_000_000,
          }) + head,
        );
        socket.write(some);
      },
      10_000,
    );
    expect(answer.open).toBe(false);
    expect(answer.ms).toBeLessThan(8000);
    await expect.poll(async () => (await server.db.select().from(claimUploads)).length).toBe(0);
    await expect.poll(storedFiles).toEqual(filesBefore);
  });
});
