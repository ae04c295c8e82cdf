// STYLE.md's rules about where code lives, checked on the source tree: a feature reaches another
// feature only through the one file that feature declares public, no barrel index files in the apps,
// the web app's calls take their payload types from packages/contract, and files stay small enough
// to read.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions } from './function-lengths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web/src');
const features = path.join(web, 'features');

/** Every file under a folder, as paths relative to the repository. */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}
const source = (file) => /\.(ts|tsx)$/.test(file);
const isTest = (file) => /\.test\.(ts|tsx)$|test-utils\.tsx?$/.test(file);
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
/** The relative modules a file imports (or re-exports, or mocks in a test). */
const relativeImports = (text) =>
  [...text.matchAll(/(?:from\s+|import\s*\(\s*|vi\.mock\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
const featureOf = (file) => path.relative(features, path.join(root, file)).split(path.sep)[0];

describe('the web app’s structure (STYLE.md “Front-end feature folders”)', () => {
  const webFiles = filesUnder(web).filter(source);

  it('imports another feature only through its public.ts, the one file that feature declares', () => {
    const crossing = [];
    for (const file of webFiles.filter((f) => f.startsWith('apps/web/src/features/'))) {
      for (const spec of relativeImports(read(file))) {
        const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec));
        if (!target.startsWith('apps/web/src/features/') || featureOf(target) === featureOf(file)) continue;
        if (target !== `apps/web/src/features/${featureOf(target)}/public`)
          crossing.push(`${file} → ${target}`);
      }
    }
    expect(crossing).toEqual([]);
  });

  it('keeps public.ts at a feature’s top: a comment saying what it is for, then re-exports only', () => {
    // vite.config.ts declares these files free of side effects, so that a route loads only the
    // parts it imports: a statement of their own would be dropped from the build.
    const reExportsOnly = (text) =>
      text
        .replace(/^\s*\/\/.*$/gm, '')
        .split(';')
        .every(
          (statement) =>
            !statement.trim() || /^export (type )?\{[^}]*\} from '\.\/[^']+'$/.test(statement.trim()),
        );
    const misplaced = webFiles
      .filter((f) => path.basename(f, path.extname(f)) === 'public')
      .filter(
        (f) =>
          !/^apps\/web\/src\/features\/[^/]+\/public\.ts$/.test(f) ||
          !read(f).startsWith('//') ||
          !reExportsOnly(read(f)),
      );
    expect(misplaced).toEqual([]);
  });

  it('has dependencies that point one way: app → features → components/lib (which import no feature)', () => {
    const above = (file) =>
      file.startsWith('apps/web/src/features/')
        ? /^apps\/web\/src\/app\//
        : /^apps\/web\/src\/(components|lib)\//.test(file)
          ? /^apps\/web\/src\/(app|features)\//
          : null;
    const upward = webFiles.flatMap((file) => {
      const banned = above(file);
      if (!banned) return [];
      return relativeImports(read(file))
        .map((spec) => path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec)))
        .filter((target) => banned.test(target))
        .map((target) => `${file} → ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it('types the payloads of its calls with the contract’s types, never its own', () => {
    const calls = webFiles.filter((f) => /\/api\/[^/]+\.ts$/.test(f) && !isTest(f));
    expect(calls.length).toBeGreaterThan(30);
    const ownTypes = calls.flatMap((file) =>
      [
        ...read(file).matchAll(
          // A declaration, not a `type X` specifier of an import that runs over several lines.
          /z\.(?:infer|input|output)<|^[ \t]*(?:export[ \t]+)?(?:type\s+\w*(?:Query|Request|Response|Body|Payload|Post)\b[^,\n]*=|interface\s+\w*(?:Query|Request|Response|Body|Payload|Post)\b)/gm,
        ),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(ownTypes).toEqual([]);
  });
});

describe('the apps', () => {
  // Issue 39: every image the web app draws says when it loads (lazy below the first screen, eager
  // where it is the first screen) and decodes off the main thread; authored HTML's images get the
  // same from the sanitiser (components/html-content.tsx).
  it('give every <img> and Mantine <Image> of the web app a loading attribute', () => {
    const missing = filesUnder(web)
      .filter((f) => f.endsWith('.tsx') && !isTest(f))
      .flatMap((file) =>
        [
          ...read(file)
            .replace(/^\s*\/\/.*$/gm, '')
            .matchAll(/<(?:img|Image)\b[^>]*?\/?>/gs),
        ]
          .filter((m) => !/\bloading=/.test(m[0]))
          .map((m) => `${file}: ${m[0].slice(0, 60)}`),
      );
    expect(missing).toEqual([]);
  });

  it('have no barrel index files: import the file itself', () => {
    const barrels = ['apps/web/src', 'apps/api/src']
      .flatMap((dir) => filesUnder(path.join(root, dir)))
      .filter((f) => /(^|\/)index\.tsx?$/.test(f));
    expect(barrels).toEqual([]);
  });

  it('keep the API’s and the contract’s source files under 400 lines, unless the file says why', () => {
    // The reason is a comment in the file itself, beginning 'Over 400 lines:'.
    const long = ['apps/api/src', 'packages/contract/src']
      .flatMap((dir) => filesUnder(path.join(root, dir)))
      .filter((f) => source(f) && !/\.test\.ts$|arbitraries\.ts$/.test(f))
      .map((file) => ({ file, text: read(file) }))
      .filter(({ text }) => text.split('\n').length - 1 > 400 && !/\/\/ Over 400 lines: \S/.test(text))
      .map(({ file, text }) => `${file}: ${text.split('\n').length - 1} lines`);
    expect(long).toEqual([]);
  });

  it('keep functions to 80 lines, unless the lines above one say why (STYLE.md; decision 048)', () => {
    // The reason is a comment just above the function, beginning 'Over 80 lines:'.
    const unexplained = longFunctions(80)
      .filter((f) => !f.reason)
      .map((f) => `${f.where} ${f.name}: ${f.lines} lines`);
    expect(unexplained).toEqual([]);
  });

  it('keep the web app’s files under 300 lines, but for the ones named here and why', () => {
    const allowed = {
      // One class, the durable answer queue: its states and transitions read best together.
      'apps/web/src/features/assessment/engine/sync-queue.ts': 450,
    };
    const long = filesUnder(web)
      .filter((f) => source(f) && !isTest(f))
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter(({ file, lines }) => lines > (allowed[file] ?? 300))
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
