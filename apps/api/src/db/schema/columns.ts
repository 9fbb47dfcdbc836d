import { numeric } from 'drizzle-orm/pg-core';

// Money is exact: numeric in the database, decimal strings in code and on the wire, never a float.
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
