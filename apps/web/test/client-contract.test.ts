import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { facade, markDeclarationsPure } from '../build/client-contract';
import { contractRoutes, isRoute } from '../build/contract-routes';

const contract = path.resolve(import.meta.dirname, '../../../packages/contract/src');

// Decision 059: the production build gives the web a route's method and address, not its schemas.
describe('the production build’s contract', () => {
  it('marks every call of a module-level declaration pure, each of a chain on its own', () => {
    const code = [
      "export const A = z.object({ a: z.string().max(5), b: idParam('x') });",
      'export const B = (v: string) => z.string().parse(v);',
      'export const C = envelope(A).extend({ n: z.number() });',
      'export function d() { return z.string(); }',
    ].join('\n');
    expect(markDeclarationsPure(code, 'a.ts').split('\n')).toEqual([
      "export const A = /* @__PURE__ */ z.object({ a: /* @__PURE__ */ (/* @__PURE__ */ z.string()).max(5), b: /* @__PURE__ */ idParam('x') });",
      'export const B = (v: string) => z.string().parse(v);',
      'export const C = /* @__PURE__ */ (/* @__PURE__ */ envelope(A)).extend({ n: /* @__PURE__ */ z.number() });',
      'export function d() { return z.string(); }',
    ]);
  });

  it('re-exports the module and replaces its routes with their method and address', () => {
    expect(facade('support', { supportApi: { list: { method: 'GET', path: 'support' } } })).toBe(
      "export * from '@portico/contract/support';\n" +
        'export const supportApi = {"list":{"method":"GET","path":"support"}};\n',
    );
  });

  it('finds every route the contract’s modules export, in tables too', async () => {
    const routes = await contractRoutes(contract);
    // Routes sit in plain objects (tables); a schema is a class instance and holds none.
    const plain = (v: unknown): v is object => !!v && Object.getPrototypeOf(v) === Object.prototype;
    const leaves = (v: unknown): unknown[] =>
      isRoute(v) ? [v] : plain(v) ? Object.values(v).flatMap(leaves) : [];
    for (const file of fs.readdirSync(contract).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const name = file.replace(/\.ts$/, '');
      const exported = leaves({ ...(await import(path.join(contract, file))) });
      expect(leaves(routes[name] ?? {}).length, `${file}: every exported route`).toBe(exported.length);
    }
    expect(routes['score-meaning']?.scoreMeaningApi).toMatchObject({ targets: { method: 'GET' } });
    expect(routes.console?.consoleApi).toMatchObject({ support: { queue: { path: 'console/support' } } });
    // It runs the contract in a child process and imports each of its modules: seconds on a busy machine.
  }, 30_000);
});
