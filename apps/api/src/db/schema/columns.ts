// Column shapes that many tables share, written once. Each is a function because a
// Drizzle builder becomes the column of the one table it is built into. This file imports no table,
// so every schema file can use it whatever order the files load in.
import { type AnyPgColumn, boolean, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The primary key of most tables: a random UUID the database makes. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Every moment is stored with its time zone; nullable unless the table says `.notNull()`. */
export const timestampTz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** A row's place in the list it is shown in. */
export const orderNo = () => integer('order_no').notNull().default(0);
/** Whether the row is shown; switching it off keeps the row. */
export const isActive = () => boolean('is_active').notNull().default(true);

/** The row belongs to the one it points at: required, and deleted with it. */
export const ownerRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** The row may point at another and outlives it: the link is emptied when that row is deleted. */
export const looseRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });
