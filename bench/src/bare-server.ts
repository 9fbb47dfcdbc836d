// The yardstick of `npm run bench`: a bare Fastify that answers GET /api/health with the same
// `select 1` on the same kind of database and the same bytes (the API's headers and a request id of the
// same length), with nothing else. Run as its own process, like the API. The headers are what an API
// answer must carry, not work of the server: sent by both, the ratio reads what the platform's hooks cost
// rather than the load generator reading 370 more bytes (BARE_HEADERS=0 leaves them out, to read that).
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { API_HEADERS } from '../../apps/api/src/platform/http/api-headers.js';

const port = Number(process.env.PORT);
const url = process.env.DATABASE_URL || undefined;

let query: () => Promise<unknown>;
if (url) {
  // The API's pool size, so the two wait on PostgreSQL alike.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = () => pool.query('select 1');
} else {
  const client = new PGlite('memory://');
  query = () => client.query('select 1');
}

const headers =
  process.env.BARE_HEADERS === '0' ? {} : { ...API_HEADERS, 'x-request-id': crypto.randomUUID() };
const app = Fastify({ logger: false });
app.get('/api/health', async (_request, reply) => {
  await query();
  reply.headers(headers);
  return { data: { status: 'ok', database: url ? 'postgres' : 'pglite' } };
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
