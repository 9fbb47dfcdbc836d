import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_TEXTS, type ClaimDataInput } from '@lease/contract';
import { NO_FILES } from './claimFiles';
import { submitClaim } from './submitClaim';

/** The one XMLHttpRequest of the app, faked: what it was asked to send, and the server's part. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    // Header names are case-insensitive: kept as HTTP/2 writes them.
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const TOKEN = `h.${btoa(JSON.stringify({ exp: 4_000_000_000 }))}.s`;
const DATA = { kindOfClaim: 'llp', additionalComment: 'Unpaid rent' } as ClaimDataInput;
const file = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name);
const FILES = { ...NO_FILES, leaseFile: [file('lease.pdf', 100)], ledgerFile: [file('ledger.pdf', 300)] };
const last = () => FakeXhr.sent.at(-1)!;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('token', TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the claim sent through the web transport', () => {
  it('goes as multipart with the session token, each file’s share reported, and answers the claim', async () => {
    const progress: Record<string, number>[] = [];
    const result = submitClaim(DATA, FILES, (p) => progress.push(p));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(last()).toMatchObject({ method: 'POST', url: '/api/claim/create' });
    expect(last().headers).toMatchObject({ authorization: TOKEN, accept: 'application/json' });
    const form = last().body as FormData;
    expect(JSON.parse(form.get('claimData') as string)).toEqual(DATA);
    expect((form.get('ledgerFile') as File).name).toBe('ledger.pdf');
    // 50 bytes of the form before the files, then the lease's 100 and half the ledger's 300.
    last().upload.onprogress?.({ loaded: 300, total: 450 });
    expect(progress).toEqual([{ 'leaseFile:0': 100, 'ledgerFile:0': 50 }]);
    last().answer(200, {
      data: {
        status: 'success',
        claimId: 'c1',
        data: { message: 'ok', claimData: [{ Name: 'CLM-0000001', CreatedDate: '2026-11-25T10:00:00Z' }] },
      },
    });
    await expect(result).resolves.toEqual({
      status: 'success',
      claimId: 'c1',
      createdDate: '2026-11-25T10:00:00Z',
    });
  });

  it('reads a refusal as failed, with the claim already filed when it is a duplicate', async () => {
    const duplicate = submitClaim(DATA, FILES, () => {});
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const filed = { Name: 'CLM-0000001', CreatedDate: '2026-01-05T10:00:00Z' };
    last().answer(409, { message: CLAIM_TEXTS.isDuplicated, claimData: [filed] });
    await expect(duplicate).resolves.toEqual({
      status: 'failed',
      message: CLAIM_TEXTS.isDuplicated,
      duplicate: filed,
    });

    const refused = submitClaim(DATA, FILES, () => {});
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    last().status = 502;
    last().responseText = '<html>Bad gateway</html>';
    last().onload?.();
    await expect(refused).resolves.toEqual({ status: 'failed', message: 'Request failed (502)' });
  });

  it('says so when the server cannot be reached', async () => {
    const result = submitClaim(DATA, FILES, () => {});
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    last().onerror?.();
    await expect(result).resolves.toEqual({
      status: 'failed',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });
});
