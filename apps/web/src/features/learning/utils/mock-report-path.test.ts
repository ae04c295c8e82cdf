import { describe, expect, it } from 'vitest';
import { mockReportPath } from './mock-report-path';

// SAT and Duolingo mock reports once lived under /ielts-mockreport/.
describe('mockReportPath', () => {
  it.each([
    ['ielts', 'ielts-academic', '/ielts-mockreport/a'],
    ['ielts', 'ielts-general', '/ielts-mockreport/a'],
    ['sat-digital', 'sat', '/sat-mockreport/a'],
    ['grelayout', 'gre', '/gre-mockreport/a'],
    ['ptelayout', 'pte', '/pte-mockreport/a'],
    ['celpip', 'celpip', '/celpip-mockreport/a'],
    ['duolingo', 'duolingo', '/duolingo-mockreport/a'],
    ['Own', null, '/ielts-mockreport/a'],
  ])('%s (%s) → %s', (testTemplate, examFamily, path) => {
    expect(mockReportPath({ testTemplate, examFamily }, 'a')).toBe(path);
  });
});
