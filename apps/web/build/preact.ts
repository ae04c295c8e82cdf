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
 * Preact 11's implementation of it (preact/compat) when built with PORTICO_PREACT=1.
 * react-dom alone is about 57 KB gzip on every page, more than issue 39's goals leave for the rest
 * of the entry. `react` is `react-on-preact.ts`: compat, plus React 19.2's <Activity>, which compat
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

// Not yet the default: `PORTICO_PREACT=1 npm run build` (decision 070 says what is left).
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: join(import.meta.dirname, 'react-on-preact.ts') },
];
