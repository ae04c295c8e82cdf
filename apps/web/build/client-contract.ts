// The production build's contract (decision 050): a web module that imports a route of
// @portico/contract gets its method and address only, not the zod schemas it is declared with. The
// API's serializer checks every answer against the route's response schema before it is sent
// (fastify-type-provider-zod), so the browser's second check is kept for development and the
// tests, where a mismatch is found, and left out of what a phone downloads. A module's other
// exports (the schemas a form validates with, helpers) come from the module itself, unchanged.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type Plugin, parseSync } from 'vite';
import type { ModuleRoutes } from './contract-routes';

const PREFIX = '\0portico-contract:';
const collector = path.join(import.meta.dirname, 'contract-routes.ts');
const CONTRACT_SOURCE = /\/packages\/contract\/src\/[\w-]+\.ts$/;

/**
 * The contract's module-level declarations build schemas (zod's builders, the envelope and
 * schema-parts helpers) and nothing else: every call in a `const X = …` initializer, outside the
 * functions it defines, is marked pure, so the bundler drops the schemas nothing reads, and zod
 * with them where a page reads only a module's constants and helpers. A call that starts where
 * another does (`z.string().max(5)`) is wrapped in parentheses so each carries its own mark.
 */
export function markDeclarationsPure(code: string, file: string): string {
  const { program } = parseSync(file, code);
  // Insertions by position, in the order made (an opening before the calls it holds).
  const inserts: { at: number; text: string }[] = [];
  const marked = new Set<number>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; start: number; end: number };
    // A function's body runs when it is called, not when the module loads, and parentheses would
    // change an optional chain's meaning: both left as they are.
    if (
      n.type === 'ArrowFunctionExpression' ||
      n.type === 'FunctionExpression' ||
      n.type === 'ChainExpression'
    )
      return;
    if (n.type === 'CallExpression' || n.type === 'NewExpression') {
      if (marked.has(n.start)) {
        inserts.push({ at: n.start, text: '(/* @__PURE__ */ ' }, { at: n.end, text: ')' });
      } else {
        inserts.push({ at: n.start, text: '/* @__PURE__ */ ' });
        marked.add(n.start);
      }
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations) visit(d.init);
  }
  // A stable sort keeps the order of insertions at one position.
  inserts.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const { at, text } of inserts) {
    out += code.slice(from, at) + text;
    from = at;
  }
  return out + code.slice(from);
}

/** The facade of one contract module: its routes as plain objects, the rest re-exported. */
export function facade(name: string, routes: ModuleRoutes): string {
  // A module's own export wins over a name `export *` brings (ECMAScript 16.2.1.6.3), so the
  // routes below replace the module's; with nothing else imported, the module is left out.
  const lines = [`export * from '@portico/contract/${name}';`];
  for (const [exported, value] of Object.entries(routes))
    lines.push(`export const ${exported} = ${JSON.stringify(value)};`);
  return `${lines.join('\n')}\n`;
}

export function clientContract(): Plugin {
  let routes: Record<string, ModuleRoutes> = {};
  return {
    name: 'portico-client-contract',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      routes = JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', collector], { encoding: 'utf8' }),
      ) as Record<string, ModuleRoutes>;
    },
    resolveId(source, importer) {
      const name = /^@portico\/contract\/([\w-]+)$/.exec(source)?.[1];
      if (!name || !routes[name] || !importer) return null;
      // The facade's own re-export and the contract's imports of itself reach the real module.
      if (importer.startsWith(PREFIX) || importer.includes('/packages/contract/')) return null;
      return PREFIX + name;
    },
    transform(code, id) {
      return CONTRACT_SOURCE.test(id) && !id.endsWith('.test.ts') ? markDeclarationsPure(code, id) : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return facade(name, routes[name] ?? {});
    },
  };
}
