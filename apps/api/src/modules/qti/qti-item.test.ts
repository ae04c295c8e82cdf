import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthoredItemSchema } from '../content/content-item-format';
import { utf8 } from './qti-archive';
import { convertItem, type ImportedItem, type ItemResult } from './qti-item';
import { parseXml } from './qti-xml';

// Issue 44: 1EdTech's public QTI 3.0 examples (apps/api/test/qti/1edtech, NOTICE.md says where from)
// become Portico items as their interactions and response processing say, or are reported by name
// with the reason; none is dropped silently.
const root = path.resolve(import.meta.dirname, '../../../test/qti/1edtech');
const shared = 'qtiv3-examples/items/shared-vocabulary/Items';

function convert(file: string): ItemResult {
  const doc = parseXml(utf8(fs.readFileSync(path.join(root, file)), file), file);
  return convertItem(doc, file, path.basename(file, '.xml'));
}
const importedAll = (file: string) => {
  const result = convert(file);
  if (!result.ok) throw new Error(`${file}: ${result.problem.reason}`);
  return result.value;
};
const imported = (file: string) => {
  const [only, ...more] = importedAll(file);
  expect(more).toEqual([]);
  return only as ImportedItem;
};

describe('a QTI 3.0 item as a Portico item', () => {
  it('a single choice, match_correct: an mcq whose right option is the correct response', () => {
    const { item, interaction } = imported(`${shared}/Item_QTI3_Luggage_01/unattended_luggage_qti3.xml`);
    expect(interaction).toBe('choice');
    expect(item).toMatchObject({ type: 'mcq' });
    expect(item.options?.filter((o) => o.correct)).toHaveLength(1);
    expect(item.html).toContain(`<img src="qti-package:${shared}/Item_QTI3_Luggage_01/images/sign.png"`);
    expect(AuthoredItemSchema.safeParse(item).success).toBe(true);
  });

  it('a match with map_response: a drop slot per source, each worth its mapped value', () => {
    const { item } = imported(`${shared}/Item_QTI3_Match_01/match_qti3.xml`);
    expect(item.type).toBe('drop');
    // C R 1, D M 0.5, L M 0.5, P T 1: the plays are M, R, T in that order.
    expect(item.options?.map((o) => o.text)).toEqual([
      "A Midsummer-Night's Dream",
      'Romeo and Juliet',
      'The Tempest',
    ]);
    expect(item.blanks).toEqual([
      { answer: 2, points: 1 },
      { answer: 1, points: 0.5 },
      { answer: 1, points: 0.5 },
      { answer: 3, points: 1 },
    ]);
    expect(item.credit).toBeUndefined();
    expect(item.html.match(/___/g)).toHaveLength(4);
    expect(AuthoredItemSchema.safeParse(item).success).toBe(true);
  });

  it('an order, match_correct: a reorder marked only when the whole order is right', () => {
    const { item } = imported('QTI3_BPIG_Examples/items/QTI3-order.xml');
    expect(item).toMatchObject({ type: 'reorder', order: [3, 1, 2], credit: { order: 'whole' } });
    expect(item.html).toContain('Rearrange them into the correct finishing order.');
    expect(AuthoredItemSchema.safeParse(item).success).toBe(true);
  });

  it('an extended text: an essay a teacher marks', () => {
    const { item } = imported(`${shared}/Item_QTI3_WritingPostcard_01/extended_text_qti3.xml`);
    expect(item.type).toBe('essay');
    expect(AuthoredItemSchema.safeParse(item).success).toBe(true);
  });

  it('a gap match taking a mark off each wrong pair is reported, not imported with other marks', () => {
    const result = convert(`${shared}/Item_QTI3_Gap_Match_01/gap-match-qti3.xml`);
    expect(result).toMatchObject({
      ok: false,
      problem: {
        identifier: 'qti3-gap-match-01',
        interaction: 'gap-match',
        reason: 'map_response taking marks off wrong pairs, which Portico cannot',
      },
    });
  });

  it('a hotspot is reported by name: Portico has no item type for it', () => {
    const result = convert(`${shared}/Item_QTI3_Hotspot_03/hotspot-qti3.xml`);
    expect(result).toMatchObject({
      ok: false,
      problem: {
        interaction: 'hotspot',
        reason: 'Portico has no item type for a place chosen on an image (hotspot)',
      },
    });
  });

  it('imports or reports every example, each valid for the content format once imported', () => {
    const files = [
      ...fs.readdirSync(path.join(root, shared)).flatMap((dir) =>
        fs
          .readdirSync(path.join(root, shared, dir))
          .filter((f) => f.endsWith('.xml'))
          .map((f) => `${shared}/${dir}/${f}`),
      ),
      ...fs
        .readdirSync(path.join(root, 'QTI3_BPIG_Examples/items'))
        .filter((f) => f.endsWith('.xml'))
        .map((f) => `QTI3_BPIG_Examples/items/${f}`),
    ];
    const tally: Record<string, { imported: number; reported: number }> = {};
    const reasons: string[] = [];
    for (const file of files) {
      const result = convert(file);
      const name = result.ok ? (result.value[0]?.interaction ?? '') : result.problem.interaction || '(none)';
      tally[name] ??= { imported: 0, reported: 0 };
      if (result.ok) {
        tally[name].imported++;
        for (const { item } of result.value) {
          const parsed = AuthoredItemSchema.safeParse(item);
          expect(parsed.success, `${file}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        }
      } else {
        tally[name].reported++;
        reasons.push(`${file}: ${result.problem.reason}`);
      }
    }
    console.log(JSON.stringify(tally, null, 1), '\n', reasons.join('\n'));
    expect(files.length).toBeGreaterThan(70);
  });
});
