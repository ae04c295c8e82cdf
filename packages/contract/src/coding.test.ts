import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CodingRunResultSchema } from './coding';

describe('a coding run as the API sends it (decision 025, hidden cases)', () => {
  it('drops every field of a hidden case but its number and status', () => {
    const sent = z.encode(CodingRunResultSchema, {
      status: 'failed',
      compileError: null,
      objectStatus: 'InProgress',
      completedNow: false,
      cases: [
        { number: 1, visible: true, status: 'passed', verdict: 'ok', input: '1', output: '1', timeMs: 4 },
        // What a judge that forgot the rule would add: all of it depends on the hidden input.
        {
          number: 2,
          visible: false,
          status: 'failed',
          verdict: 'time-limit',
          timeMs: 2000,
          input: '2',
          output: 'x',
          error: 'e',
        } as never,
      ],
    });
    expect(sent.cases[1]).toEqual({ number: 2, visible: false, status: 'failed' });
    expect(sent.cases[0]).toMatchObject({ verdict: 'ok', timeMs: 4, input: '1' });
  });
});
