import { z } from 'zod';

/** A record's id in a call: refused as '<field> must be an id'. */
export const idOf = (field: string) => z.uuid(`${field} must be an id`);

/**
 * The contract's refusals of a malformed id ('testId must be an id', 'batchId must be a batch id'):
 * on a read, the id came from the page's address, and the page says it is not there instead.
 */
export const isIdRefusal = (message: string) => / must be (?:an|a [a-z]+) id$/.test(message);
