import { fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type PgPoolLike = {
  totalCount: number;
  query: (q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
};
type PgliteLike = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * A raw read built once and run many times: its text is rendered on the first call only (drizzle
 * walks a large statement's chunks on every render, a tenth of the API's CPU under dashboard load:
 * bench/README.md), and each call fills in the named values. On PostgreSQL it runs as a named
 * prepared statement, so each pooled connection also parses and plans it once; PGlite runs it as
 * usual.
 *
 * ```ts
 * const byCode = new PreparedRead('portico_x', (p) => sql`select ... where company_code = ${p('co')}`);
 * const rows = await byCode.rows<Row>(db, { co: 'acme' });
 * ```
 */
export class PreparedRead<K extends string> {
  private compiled: { text: string; params: unknown[] } | undefined;
  private readonly statement: SQL;

  constructor(
    readonly name: string,
    build: (value: (key: K) => Placeholder<K>) => SQL,
  ) {
    this.statement = build((key) => sql.placeholder(key));
  }

  async rows<T>(db: Db, values: Record<K, unknown>): Promise<T[]> {
    if (!this.compiled) {
      const dialect = (db as unknown as { dialect: PgDialect }).dialect;
      const query = dialect.sqlToQuery(this.statement);
      this.compiled = { text: query.sql, params: query.params };
    }
    const { text, params } = this.compiled;
    const filled = fillPlaceholders(params, values);
    const client = (db as unknown as { $client: unknown }).$client;
    if (client && typeof client === 'object' && 'totalCount' in client) {
      const result = await (client as PgPoolLike).query({ name: this.name, text, values: filled });
      return result.rows as T[];
    }
    const result = await (client as PgliteLike).query(text, filled);
    return result.rows as T[];
  }
}

const builtByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A query-builder statement built and prepared once per database handle, then only executed with
 * its placeholders filled: building a select walks every column through drizzle's `is()` checks, a
 * quarter of the API's CPU in a launch storm (bench/README.md). Named on PostgreSQL, so each pooled
 * connection parses and plans it once. A transaction's handle builds its own (and drops it with it).
 *
 * ```ts
 * const q = preparedOnce(db, 'portico_attempt', () =>
 *   db.select().from(studentTests).where(eq(studentTests.id, sql.placeholder('id'))).prepare('portico_attempt'));
 * const rows = await q.execute({ id });
 * ```
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let built = builtByDb.get(db);
  if (!built) {
    built = new Map();
    builtByDb.set(db, built);
  }
  let statement = built.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    built.set(name, statement);
  }
  return statement;
}
