import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientContract } from './build/client-contract';
import { mantineCss } from './build/mantine-css';
import { reactOnPreact } from './build/preact';
import { scrollAreaRefs } from './build/scroll-area-refs';
import { serviceWorker } from './build/service-worker';

// CELPIP Writing's spell checker reads the dictionary's own files, which the package's exports do
// not name (it exports only its Node entry): these paths point into the package.
const dictionary = dirname(createRequire(import.meta.url).resolve('dictionary-en-ca'));
const dictionaryFiles = {
  find: /^dictionary-en-ca\/(index\.(?:aff|dic))/,
  replacement: join(dictionary, '$1'),
};

// The API (apps/api) on :3000 unless PORTICO_API_URL names another one.
// The installed app's manifest and icon are the company's, made by the API too (decision 073).
const apiTarget = { target: process.env.PORTICO_API_URL ?? 'http://localhost:3000', changeOrigin: false };
const api = { '/api': apiTarget, '/manifest.webmanifest': apiTarget, '/app-icon.svg': apiTarget };

// Decision 070: React's API run by Preact; PORTICO_REACT_DOM=1 builds on React 19 itself, to
// compare the two (bench/README.md). The budgets in test/bundle-budget.test.ts hold for Preact.
const preact = process.env.PORTICO_REACT_DOM !== '1';

export default defineConfig(({ mode }) => ({
  // React's fast refresh drives react-dom, which Preact replaces (decision 070): a changed module
  // reloads the page in the dev server instead.
  plugins: [
    react(preact ? { refreshExclude: /./ } : {}),
    clientContract(),
    scrollAreaRefs(),
    mantineCss(),
    serviceWorker(),
  ],
  resolve: {
    // Decision 070: React's API on Preact.
    alias: [...reactOnPreact({ production: mode === 'production', preact }), dictionaryFiles],
  },
  server: { port: 5173, proxy: api },
  // Same policy as the API serves with dist, so `vite preview` shows CSP violations early.
  preview: {
    port: 4173,
    proxy: api,
    headers: {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/ and the bundle budget read the entry's static imports from the manifest.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // A feature's public.ts only re-exports (scripts/structure.test.mjs): a route then takes the
    // parts it imports from it, not every module it names.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/public\.ts$/, sideEffects: false }],
        // A property read has no side effect (the contract's `Schema.shape.field` declarations).
        propertyReadSideEffects: false,
      },
    },
  },
}));
