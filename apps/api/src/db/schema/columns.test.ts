import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, pgTable, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createdAt, id, isActive, looseRef, orderNo, ownerRef, timestampTz, updatedAt } from './columns';

const parents = pgTable('parents', { id: uuid('id').primaryKey() });
const children = pgTable('children', {
  id: id(),
  parentId: ownerRef('parent_id', () => parents.id),
  otherId: looseRef('other_id', () => parents.id),
  orderNo: orderNo(),
  isActive: isActive(),
  seenAt: timestampTz('seen_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
const config = getTableConfig(children);
const column = (name: string) => {
  const found = config.columns.find((c) => c.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};
const defaultOf = (name: string) => {
  const value = column(name).default;
  return is(value, SQL) ? new PgDialect().sqlToQuery(value).sql : value;
};
const foreignKey = (name: string) => {
  const fk = config.foreignKeys.find((f) => f.reference().columns[0]?.name === name);
  if (!fk) throw new Error(`no foreign key on ${name}`);
  const { foreignTable, foreignColumns } = fk.reference();
  return { table: getTableConfig(foreignTable).name, column: foreignColumns[0]?.name, onDelete: fk.onDelete };
};

describe('shared columns', () => {
  it('id is a uuid primary key the database makes', () => {
    expect(column('id').getSQLType()).toBe('uuid');
    expect(column('id').primary).toBe(true);
    expect(defaultOf('id')).toBe('gen_random_uuid()');
  });

  it('ownerRef is required and goes with the row it points at', () => {
    expect(column('parent_id').getSQLType()).toBe('uuid');
    expect(column('parent_id').notNull).toBe(true);
    expect(foreignKey('parent_id')).toEqual({ table: 'parents', column: 'id', onDelete: 'cascade' });
  });

  it('looseRef is optional and emptied when the row it points at goes', () => {
    expect(column('other_id').notNull).toBe(false);
    expect(foreignKey('other_id')).toEqual({ table: 'parents', column: 'id', onDelete: 'set null' });
  });

  it('timestamps keep their time zone; created and updated default to now', () => {
    for (const name of ['seen_at', 'created_at', 'updated_at']) {
      expect(column(name).getSQLType()).toBe('timestamp with time zone');
    }
    expect(column('seen_at').notNull).toBe(false);
    expect(column('created_at').notNull).toBe(true);
    expect(defaultOf('created_at')).toBe('now()');
    expect(defaultOf('updated_at')).toBe('now()');
  });

  it('orderNo starts at 0 and isActive at true, neither nullable', () => {
    expect([column('order_no').getSQLType(), column('order_no').notNull, defaultOf('order_no')]).toEqual([
      'integer',
      true,
      0,
    ]);
    expect([column('is_active').getSQLType(), column('is_active').notNull, defaultOf('is_active')]).toEqual([
      'boolean',
      true,
      true,
    ]);
  });
});
