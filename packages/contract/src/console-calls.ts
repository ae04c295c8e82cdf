import type { z } from 'zod';
import { MessageResponseSchema } from './envelope';
import { del, post, put } from './route';

/**
 * The call shapes the console's authoring pages and queues share (decision 049), written once so
 * that each area's table names a kind of record in one line: its address, its form, its `:id` and
 * what a write answers.
 */
type Z = z.ZodType;
type Schemas<B extends Z, Q extends Z, R extends Z> = { body: B; params: Q; response: R };

/**
 * A record authored one at a time (notices, videos, about pages, intro steps): `POST path` creates
 * it and `PUT path/:id` changes it, each answering the record; `DELETE path/:id` removes it,
 * answering its message only.
 */
export const recordCalls = <const P extends string, B extends Z, Q extends Z, R extends Z>(
  path: P,
  { body, params, response }: Schemas<B, Q, R>,
) => ({
  create: post(path, { body, response }),
  change: put(`${path}/:id`, { params, body, response }),
  remove: del(`${path}/:id`, { params, response: MessageResponseSchema }),
});

/**
 * A page whose every write answers the whole page (products, coupons, batch types, downloads):
 * `POST path` creates a record, `POST path/:id` saves it, `POST path/:id/<removal>` (delete,
 * deactivate) removes it.
 */
export const pageCalls = <
  const P extends string,
  const A extends string,
  B extends Z,
  Q extends Z,
  R extends Z,
>(
  path: P,
  { body, params, response }: Schemas<B, Q, R>,
  removal: A,
) => ({
  create: post(path, { body, response }),
  save: post(`${path}/:id`, { params, body, response }),
  remove: post(`${path}/:id/${removal}`, { params, response }),
});

/**
 * The acts on an item of a queue (`POST path/:id/<act>` with the act's form), each answering the
 * item as it now is: `itemActs(path, params, response)('verify', VerifySchema)`.
 */
export const itemActs =
  <const P extends string, Q extends Z, R extends Z>(path: P, params: Q, response: R) =>
  <const A extends string, B extends Z>(act: A, body: B) =>
    post(`${path}/:id/${act}`, { params, body, response });
