// The yardstick of `npm run bench`: a bare Fastify that answers GET /api/health with the same
// `select 1` on the same kind of database, with nothing else. Run as its own process, like the API.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

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

const app = Fastify({ logger: false });
app.get('/api/health', async () => {
  await query();
  return { data: { status: 'ok', database: url ? 'postgres' : 'pglite' } };
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
