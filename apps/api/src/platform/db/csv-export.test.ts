import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@lease/contract';
import { activityLog, buildings } from '../../db/schema/index.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { EXPORT_PAGE_SIZE } from './csv-export.js';

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const exported = (role: Role, path: string, query: Record<string, string> = {}) =>
  server.call('GET', `/api${path}`, { token: tokens[role], query });

/** CSV lines of an answer (no field here holds a line break), without the byte-order mark. */
const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('CSV exports stream every row the filter selects, not one page', () => {
  it('exports more rows than one export page, in order, each once', async () => {
    const count = EXPORT_PAGE_SIZE * 2 + 37;
    const action = 'test.export-rows';
    await server.db.insert(activityLog).values(
      Array.from({ length: count }, (_, i) => ({
        action,
        subjectType: 'test',
        subjectId: `row-${String(i).padStart(5, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
    const res = await exported('admin', '/activity/export', { action, order: 'asc' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('active-log.csv');
    const [header, ...rows] = linesOf(res.text);
    expect(header).toBe('When,Who,Name,API Key,What,Subject,Subject Id,Subject Name,From Address');
    expect(rows).toHaveLength(count);
    expect(rows.map((r) => r.split(',')[6])).toEqual(
      Array.from({ length: count }, (_, i) => `row-${String(i).padStart(5, '0')}`),
    );
  });

  it('quotes a field with a quote or comma, and defuses a formula', async () => {
    const [landlord] = await server.db.select({ id: buildings.landlordId }).from(buildings).limit(1);
    await server.db.insert(buildings).values({
      landlordId: landlord!.id,
      name: 'The "Quoted", Tower',
      buildingType: '=HYPERLINK("x")',
      totalUnits: 3,
      billingCity: 'Austin',
      billingState: 'TX',
    });
    const res = await exported('admin', '/property/buildings/export', { q: 'Quoted' });
    expect(res.status).toBe(200);
    const [, row] = linesOf(res.text);
    expect(row).toMatch(/^"The ""Quoted"", Tower","'=HYPERLINK\(""x""\)",3,/);
  });

  it('keeps to the caller scope and its checks', async () => {
    const all = linesOf((await exported('admin', '/property/buildings/export')).text).length;
    const pm = linesOf((await exported('pm', '/property/buildings/export')).text).length;
    expect(pm).toBeGreaterThan(1);
    expect(pm).toBeLessThan(all);
    expect((await exported('ll', '/activity/export')).status).toBe(403);
    expect((await exported('admin', '/property/buildings/export', { page: '2' })).status).toBe(400);
  });
});
