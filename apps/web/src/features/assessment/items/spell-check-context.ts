import { createContext } from 'react';

/**
 * Whether the exam's writing boxes check spelling (the attempt's rules: CELPIP's do, the others'
 * do not), set once by the runner for every box of the test. Apart from the essay box, which the
 * runner fetches only for a test that writes.
 */
export const SpellCheckContext = createContext(false);
