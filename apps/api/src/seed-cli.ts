import { parseArgs } from 'node:util';
import { mkdirSync } from 'node:fs';
import { and, count, eq, isNull } from 'drizzle-orm';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { applications, users } from './db/schema/index.js';
import { seedDemoIfEmpty } from './demo/demo.js';
import { seedBulkPortfolio } from './demo/bulk.js';
import { writer } from './platform/writer.js';

/**
 * `npm run seed -- --buildings 10000 --users 2000 --applications 100000`: the demo portfolio when the
 * database is empty, then a large portfolio under one landlord for benchmarks.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      buildings: { type: 'string', default: '0' },
      users: { type: 'string', default: '0' },
      applications: { type: 'string', default: '0' },
      landlord: { type: 'string', default: 'landlord@demo.test' },
    },
  });
  const sizes = {
    buildings: Number(values.buildings),
    users: Number(values.users),
    applications: Number(values.applications),
  };
  for (const [name, n] of Object.entries(sizes)) {
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number`);
  }
  const config = loadConfig();
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    mkdirSync(config.database.dataDir, { recursive: true });
  }
  // The demo seed under the migration lock, as the server's own start takes it.
  const database = await openDatabase(config.database, {
    afterMigrate: async (db) => void (await seedDemoIfEmpty(db, { password: config.demoPassword })),
  });
  try {
    const [owner] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.email, values.landlord.toLowerCase()), isNull(users.deletedAt)));
    if (!owner || owner.role !== 'll' || !owner.landlordId) {
      throw new Error(`${values.landlord} is not a landlord account`);
    }
    const started = Date.now();
    await seedBulkPortfolio(writer(database), {
      landlordId: owner.landlordId,
      landlordUserId: owner.id,
      password: config.demoPassword,
      ...sizes,
    });
    const [apps] = await database.db.select({ n: count() }).from(applications);
    console.log(
      `Seeded ${sizes.buildings} buildings, ${sizes.users} users, ${sizes.applications} applications under ${values.landlord} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${apps?.n ?? 0} applications in all.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
