import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type PgPoolLike = {
  totalCount: number;
  query: (q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
};

/**
 * Runs a raw statement as a named prepared statement on PostgreSQL, so that each pooled connection
 * parses and plans it once (a large read spends more time planning than running: bench/README.md).
 * PGlite runs it as usual. The statement's text must not vary between calls of the same name.
 */
export async function preparedRows<T>(db: Db, name: string, statement: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof client === 'object' && 'totalCount' in client) {
    const dialect = (db as unknown as { dialect: PgDialect }).dialect;
    const query = dialect.sqlToQuery(statement);
    const result = await (client as PgPoolLike).query({ name, text: query.sql, values: query.params });
    return result.rows as T[];
  }
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
