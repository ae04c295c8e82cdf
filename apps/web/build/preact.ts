import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Alias = { find: RegExp; replacement: string };

// React Router's package exports point bundlers at its development build; production builds use
// the production one (as React Router's own Vite plugin does).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);

/**
 * Decision 070: Portico's web code is written against React 19's API and types and runs on
 * Preact 11's implementation of it (preact/compat). `preact: false` (PORTICO_REACT_DOM=1) builds
 * it on React 19 itself, to compare the two (bench/README.md). react-dom alone is about 57 KB gzip
 * on every page, more than issue 39's goals leave for the rest of the entry. `react` is `react-on-preact.ts`: compat, plus React 19.2's <Activity>, which compat
 * lacks and Mantine uses for panels kept mounted while hidden. The web unit tests still render with
 * React 19 (the decision says why).
 */
export function reactOnPreact({ production, preact }: { production: boolean; preact: boolean }): Alias[] {
  return [
    ...(production
      ? [
          { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
        ]
      : []),
    ...(preact ? preactAliases : []),
  ];
}

const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: join(import.meta.dirname, 'react-on-preact.ts') },
];
