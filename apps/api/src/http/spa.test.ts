import { describe, expect, it } from 'vitest';
import { pageOfSegment } from './spa';

// The page's chunks are linked with the HTML (modulepreload) when the address names its page.
describe('the page an address opens', () => {
  it('is named by the first segment, or by the route table where the names differ', () => {
    expect(pageOfSegment('dashboard')).toBe('dashboard');
    expect(pageOfSegment('assessment')).toBe('assessment');
    expect(pageOfSegment('ielts-mockreport')).toBe('mock-report');
    expect(pageOfSegment('sat-mockreport')).toBe('mock-report');
    expect(pageOfSegment('mockreport')).toBe('mock-reports');
    expect(pageOfSegment('liveclasses')).toBe('batches');
    expect(pageOfSegment('project')).toBe('projects');
    // An address is the visitor's to write: an object's own keys name no page.
    expect(pageOfSegment('constructor')).toBe('constructor');
    expect(pageOfSegment('__proto__')).toBe('__proto__');
  });
});
