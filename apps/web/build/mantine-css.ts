import type { Plugin } from 'vite';

/**
 * Each Mantine component's stylesheet comes with the component, not all of Mantine's 295 KB
 * (36 KB gzip) with the entry. Every component's class names live in `<Name>.module.mjs`, and
 * Mantine ships that component's rules as `@mantine/core/styles/<Name>.layer.css` (one for one):
 * this adds the stylesheet's import to the class-name module, so Vite puts it in the chunk of the
 * page that uses the component, after the stylesheets of the components it builds on (imported
 * first). main.tsx imports Mantine's baseline, CSS variables and global rules. The `.layer.css`
 * files put Mantine's rules in `@layer mantine`, below Portico's own (unlayered) rules whatever
 * order the chunks' stylesheets arrive in: a dialog's stylesheet, loaded when it first opens, never
 * overrides a page's rule. Issue 39: a page's stylesheets block its first paint and its script.
 */
export const MANTINE_CLASSES = /@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
const ENTRY = /\/src\/main\.tsx$/;

export function mantineCss(): Plugin {
  let dev = false;
  return {
    name: 'portico-mantine-css',
    enforce: 'pre',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server serves @mantine/core pre-bundled, which this transform never sees: there
      // the entry takes all of Mantine's rules (same layer), as before the split.
      if (dev)
        return ENTRY.test(id)
          ? { code: `import "@mantine/core/styles.layer.css";\n${code}`, map: null }
          : null;
      const name = MANTINE_CLASSES.exec(id)?.[1];
      if (!name) return null;
      return { code: `import "@mantine/core/styles/${name}.layer.css";\n${code}`, map: null };
    },
  };
}
