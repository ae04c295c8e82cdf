import { describe, expect, it } from 'vitest';
import { TestFileSchema } from './content-test-format';

// Decision 037: neighbouring sections of a sectional test may share one clock (a timed block).
const section = (key: string, timedBlock?: string) => ({
  key,
  title: key,
  durationMinutes: 10,
  items: [],
  ...(timedBlock ? { timedBlock } : {}),
});
const messages = (test: unknown) => {
  const parsed = TestFileSchema.safeParse(test);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a timed block in a test file', () => {
  it('is taken on neighbouring sections of a sectional test', () => {
    const test = {
      key: 'mock',
      title: 'Mock',
      timerMode: 'sectional',
      sections: [section('l1', 'Listening'), section('l2', 'Listening'), section('w')],
    };
    expect(messages(test)).toEqual([]);
    expect(TestFileSchema.parse(test).sections.map((s) => s.timedBlock)).toEqual([
      'Listening',
      'Listening',
      undefined,
    ]);
  });

  it('is refused on a test with one clock, and when its sections are apart', () => {
    expect(
      messages({ key: 'm', title: 'M', sections: [section('l1', 'Listening'), section('l2', 'Listening')] }),
    ).toEqual(["sections.0.timedBlock: a timed block needs timerMode 'sectional'"]);
    expect(
      messages({
        key: 'm',
        title: 'M',
        timerMode: 'sectional',
        sections: [section('l1', 'Listening'), section('w'), section('l2', 'Listening')],
      }),
    ).toEqual(["sections.2.timedBlock: the sections of timed block 'Listening' must follow one another"]);
    expect(
      messages({ key: 'm', title: 'M', timerMode: 'sectional', sections: [section('a', '  ')] }),
    ).toEqual(['sections.0.timedBlock: must not be empty']);
  });
});
