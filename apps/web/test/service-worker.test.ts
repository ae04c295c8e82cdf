import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_SOURCES, shellFiles } from '../build/service-worker';

const dist = path.join(import.meta.dirname, '../dist');

describe('the service worker build (decision 073)', () => {
  it('takes the entry and each shell page with their static imports and stylesheets', () => {
    const manifest = {
      'src/main.tsx': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_shared'],
        css: ['assets/index-a.css'],
      },
      _shared: { file: 'assets/shared-b.js' },
      'src/features/x/pages/x-page.tsx': {
        file: 'assets/x-c.js',
        src: 'src/features/x/pages/x-page.tsx',
        imports: ['_shared', '_y'],
      },
      _y: { file: 'assets/y-d.js', css: ['assets/y-d.css'] },
      'src/features/z/pages/z-page.tsx': { file: 'assets/z-e.js' },
    };
    expect(shellFiles(manifest, ['src/features/x/pages/x-page.tsx'])).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/shared-b.js',
      'assets/x-c.js',
      'assets/y-d.css',
      'assets/y-d.js',
    ]);
    expect(() => shellFiles(manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx is not in the build/);
  });

  it('dist/sw.js keeps files that exist: the entry, the dashboard, the lessons, the review and /offline', () => {
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/url:`(\/assets\/[^`]+)`/g)].map((m) => m[1] as string);
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; src?: string; isEntry?: boolean }
    >;
    const fileOf = (src: string) => `/${Object.values(manifest).find((c) => c.src === src)?.file}`;
    expect(urls).toContain(`/${Object.values(manifest).find((c) => c.isEntry)?.file}`);
    for (const source of SHELL_SOURCES) expect(urls).toContain(fileOf(source));
    for (const url of urls) expect(existsSync(path.join(dist, url)), url).toBe(true);
    // One classic script: every browser with service workers runs it.
    expect(sw).not.toMatch(/^\s*(import|export)\s/m);
  });
});
