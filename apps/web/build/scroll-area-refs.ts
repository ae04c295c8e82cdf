import type { Plugin } from 'vite';

/**
 * Mantine's ScrollArea merges its refs with `useMergeRefs` from @floating-ui/react, which puts the
 * whole floating-ui library (~11 KB gzip) on every page with a table or a modal, though those pages
 * position nothing. @mantine/hooks has the same helper (`useMergedRef`, taking the refs as
 * arguments instead of an array): this points ScrollArea at it. Decision 050 says why; the
 * build check (test/scroll-area-refs.build.test.ts) fails if Mantine's import changes shape.
 */
export const SCROLL_AREA = /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';
const MANTINE_HELPER = [
  'import { useMergedRef as useMergedRefArgs } from "@mantine/hooks";',
  'const useMergeRefs = (refs) => useMergedRefArgs(...refs);',
].join('\n');

export function scrollAreaRefs(): Plugin {
  return {
    name: 'portico-scroll-area-refs',
    enforce: 'pre',
    transform(code, id) {
      if (!SCROLL_AREA.test(id)) return null;
      if (!code.includes(FLOATING_IMPORT)) {
        this.error(
          `ScrollArea no longer imports useMergeRefs as expected: revisit apps/web/build/scroll-area-refs.ts`,
        );
      }
      return { code: code.replace(FLOATING_IMPORT, MANTINE_HELPER), map: null };
    },
  };
}
