import { describe, expect, it } from 'vitest';
import { type Manifest, pageOfSegment, routePreloads } from './spa';

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

describe('what the HTML links for a page', () => {
  // A build's manifest in small: the entry, the runner (a page of the first route table) and the
  // dashboard (a page of the student's route table, in the app's shell).
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_box.js': { file: 'assets/box.js', imports: ['_react.js'] },
    'src/features/assessment/pages/assessment-page.tsx': {
      file: 'assets/assessment-page.js',
      isDynamicEntry: true,
      imports: ['_box.js', 'index.html'],
      css: ['assets/assessment-page.css'],
    },
    'src/app/student-routes.ts': {
      file: 'assets/student-routes.js',
      isDynamicEntry: true,
      imports: ['index.html'],
      dynamicImports: ['src/features/dashboard/pages/dashboard-page.tsx'],
    },
    'src/app/layout/app-layout.tsx': {
      file: 'assets/app-layout.js',
      isDynamicEntry: true,
      imports: ['_box.js'],
      css: ['assets/app-layout.css'],
    },
    'src/features/dashboard/pages/dashboard-page.tsx': {
      file: 'assets/dashboard-page.js',
      isDynamicEntry: true,
      imports: ['_box.js'],
    },
  };
  const preloads = routePreloads(manifest);

  it("is the page's chunks and stylesheets, without what index.html already links", () => {
    expect(preloads.get('assessment')).toEqual({
      scripts: ['assets/assessment-page.js', 'assets/box.js'],
      styles: ['assets/assessment-page.css'],
    });
  });

  it('with, for a page of a lazy route table, the table and the shell it opens in', () => {
    expect(preloads.get('dashboard')).toEqual({
      scripts: [
        'assets/dashboard-page.js',
        'assets/box.js',
        'assets/student-routes.js',
        'assets/app-layout.js',
      ],
      styles: ['assets/app-layout.css'],
    });
  });
});
