import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestFileSchema } from '../content/content-test-format';
import { readPackage } from './qti-archive';
import { importPackage } from './qti-package';

// Issue 44: 1EdTech's public QTI 3.0 packages (apps/api/test/qti/1edtech/NOTICE.md) as Portico tests.
const root = path.resolve(import.meta.dirname, '../../../test/qti/1edtech');

/** A folder of the examples as the files of a package. */
function folder(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(p);
      else files.set(p, new Uint8Array(fs.readFileSync(path.join(root, dir, p))));
    }
  };
  walk('');
  return files;
}

describe('a QTI 3.0 package as Portico tests', () => {
  it('the shared-vocabulary package (its zip): one item bank, each item imported or reported', () => {
    const zip = fs.readFileSync(
      path.join(root, 'qtiv3-examples/items/shared-vocabulary/shared-vocabulary-imsmanifest.zip'),
    );
    const result = importPackage(readPackage(new Uint8Array(zip)), 'Shared vocabulary');
    expect(result.tests).toHaveLength(1);
    const [bank] = result.tests;
    const imported = Object.values(result.interactions).reduce((n, c) => n + c.imported, 0);
    const reported = Object.values(result.interactions).reduce((n, c) => n + c.reported, 0);
    // Its manifest lists 28 items.
    expect(imported + reported).toBe(28);
    expect(reported).toBe(result.notImportable.length);
    // Every image the imported items show is carried, and each is referred to by its placeholder.
    const html = JSON.stringify(bank);
    for (const media of result.media.keys()) expect(html).toContain(`qti-package:${media}`);
    expect([...result.media.keys()].some((p) => p.endsWith('sign.png'))).toBe(true);
    // What it makes is a valid Portico test file.
    const parsed = TestFileSchema.safeParse(bank);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    console.log(JSON.stringify(result.interactions));
  });

  it('the BPIG package: its assessment test’s parts and sections, with a passage shared by items', () => {
    const result = importPackage(folder('QTI3_BPIG_Examples'), 'BPIG');
    const test = result.tests.find((t) => t.key === 'BPIGtest');
    expect(test?.title).toBe('Best Practices and Implementation Guide Test of Example Items');
    expect(test?.sections.map((s) => s.key)).toContain('BPIG-Section-3p2');
    const withPassage = test?.sections
      .flatMap((s) => s.items)
      .find((i) => i.passage?.includes('Unbelievable'));
    expect(withPassage).toBeDefined();
    for (const t of result.tests) {
      const parsed = TestFileSchema.safeParse(t);
      expect(parsed.success, `${t.key}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
    }
    expect(result.notImportable.find((p) => p.interaction === 'hotspot')?.reason).toMatch(/no item type/);
  });
});
