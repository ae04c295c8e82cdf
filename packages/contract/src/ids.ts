/**
 * The contract's words for a malformed id. Free of zod on purpose: the web's fetch wrapper reads
 * isIdRefusal, and it sits in the entry chunk every page loads.
 */
export const idMessage = (field: string) => `${field} must be an id`;

/**
 * The contract's refusals of a malformed id ('testId must be an id', 'batchId must be a batch id'):
 * on a read, the id came from the page's address, and the page says it is not there instead.
 */
export const isIdRefusal = (message: string) => / must be (?:an|a [a-z]+) id$/.test(message);
