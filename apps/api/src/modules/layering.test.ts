import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md 'Thin routes, a service, one place for SQL' (decision 012): a check over the sources.
const root = import.meta.dirname;
const sources = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('fixtures'))
  .map((f) => ({ file: f.split(path.sep).join('/'), text: fs.readFileSync(path.join(root, f), 'utf8') }));

/** Import statements that bring values (not only types) from a module matching `from`. */
const valueImports = (text: string, from: RegExp) =>
  [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)].filter(
    ([, typeOnly, source]) => !typeOnly && from.test(source ?? ''),
  );

describe('module layering', () => {
  it('touches Drizzle and the schema only in repositories', () => {
    const offenders = sources
      .filter(({ file }) => !file.endsWith('.repository.ts'))
      .filter(({ text }) => valueImports(text, /^drizzle-orm|\/db\/schema$/).length > 0)
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('has routes that call services, never a repository', () => {
    const offenders = sources
      .filter(({ file }) => file.endsWith('.routes.ts'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/const\s+(\w+)\s*=\s*new\s+\w+Repository\(/g)]
          .filter(([, name]) => new RegExp(`\\b${name}\\.\\w+\\(`).test(text))
          .map(([, name]) => `${file}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });

  it('has routes that import no repository and build no part: the composition root builds them once', () => {
    const routes = sources.filter(({ file }) => file.endsWith('.routes.ts'));
    expect(routes.length).toBeGreaterThan(30);
    const offenders = routes.flatMap(({ file, text }) => [
      ...valueImports(text, /\.repository$|storage\.driver$/).map(([line]) => `${file}: ${line}`),
      ...[
        ...text.matchAll(
          /new\s+[A-Z]\w*(?:Repository|Service|Timing|Store|Gateway|Runner|Documents|Images)\(/g,
        ),
      ].map(([call]) => `${file}: ${call}`),
    ]);
    expect(offenders).toEqual([]);
  });
});
