import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CodeMirror is a few hundred kilobytes: it is fetched when an exercise is shown, never with the
// lessons page or the portal's first load.
const lessons = path.resolve(import.meta.dirname, '..');

/** The files a module statically imports (type-only imports excluded), transitively, within the feature. */
function staticGraph(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const text = fs.readFileSync(entry, 'utf8');
  const specs = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map(
    (m) => m[1] as string,
  );
  seen.set(entry, specs);
  for (const spec of specs.filter((s) => s.startsWith('.'))) {
    const base = path.resolve(path.dirname(entry), spec);
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (file?.startsWith(lessons)) staticGraph(file, seen);
  }
  return seen;
}

describe('the code editor is loaded on demand', () => {
  it('is not imported statically by the exercise, the lesson body or the object view', () => {
    for (const entry of [
      'coding/coding-exercise.tsx',
      'coding/lesson-html.tsx',
      'components/object-view.tsx',
    ]) {
      const graph = staticGraph(path.join(lessons, entry));
      const codemirror = [...graph].filter(([, specs]) =>
        specs.some((s) => /^@(codemirror|lezer)\//.test(s)),
      );
      expect(codemirror.map(([file]) => path.relative(lessons, file))).toEqual([]);
      expect([...graph.keys()].map((f) => path.relative(lessons, f))).not.toContain('coding/editor/setup.ts');
    }
  });

  it('is fetched with a dynamic import (and the check above does see CodeMirror where it is)', () => {
    const editor = staticGraph(path.join(lessons, 'coding/editor/setup.ts'));
    expect([...editor.values()].flat().filter((s) => s.startsWith('@codemirror/'))).not.toEqual([]);
    const slot = fs.readFileSync(path.join(lessons, 'coding/editor-slot.tsx'), 'utf8');
    expect(slot).toMatch(/lazy\(\(\) =>\s+import\('\.\/editor\/setup'\)/);
  });
});
