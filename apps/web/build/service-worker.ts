import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

/**
 * The modules whose files the service worker keeps at install (decision 073): the app's start, the
 * student's shell and the pages a student opens offline. Other pages' files are kept the first time
 * they load. Each is named by its source; a name the build no longer has fails the build.
 */
export const SHELL_SOURCES = [
  'src/app/student-routes.ts',
  'src/app/layout/app-layout.tsx',
  'src/features/auth/pages/login-page.tsx',
  'src/features/courses/pages/select-course-page.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
  'src/features/lessons/pages/lesson-hub-page.tsx',
  'src/features/lessons/pages/lesson-detail-page.tsx',
  'src/features/lessons/pages/books-page.tsx',
  'src/features/review/pages/review-page.tsx',
  'src/features/offline/pages/offline-page.tsx',
  'src/features/offline/components/offline-notice.tsx',
];

/** The files of the entry and of SHELL_SOURCES with everything they import statically, scripts and stylesheets. */
export function shellFiles(manifest: Manifest, sources = SHELL_SOURCES): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const i of chunk.imports ?? []) visit(i);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (entry) visit(entry);
  for (const source of sources) {
    const key = Object.keys(manifest).find((k) => (manifest[k]?.src ?? k) === source);
    if (!key) throw new Error(`service worker: ${source} is not in the build (build/service-worker.ts)`);
    visit(key);
  }
  return [...files].sort();
}

/**
 * Builds src/sw/service-worker.ts into dist/sw.js once the app is written: one classic script (every
 * browser with service workers runs it), with the shell's files to keep put in.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portico-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const precache = shellFiles(manifest).map((file) => ({ url: `/${file}`, revision: null }));
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PORTICO_PRECACHE__: JSON.stringify(precache),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          lib: {
            entry: path.join(config.root, 'src/sw/service-worker.ts'),
            formats: ['iife'],
            name: 'porticoServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
