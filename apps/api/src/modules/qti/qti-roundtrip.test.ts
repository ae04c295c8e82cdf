import fs from 'node:fs';
import path from 'node:path';
import { type ExamProfile, examProfileOf } from '@portico/contract/exam-profile';
import { isChoiceSetType } from '@portico/contract/item-kinds';
import { strFromU8, unzipSync } from 'fflate';
import { parseFragment, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { validateQtiBatch } from '../../../test/qti/validate';
import { REPO_ROOT } from '../../config';
import { itemMarks } from '../assessment/scoring/item-marks';
import { scoreItem } from '../assessment/scoring/score-item';
import type { AuthoredItem } from '../content/content-item-format';
import { itemOptionsAndKeys, toScorableItem } from '../content/content-mapper';
import { type TestFile, TestFileSchema } from '../content/content-test-format';
import type { ItemResponse, ScorableItem } from '../items/item.types';
import { convertPackage } from './qti-content';
import { type ExportTest, exportPackage } from './qti-export';

// Issue 44: every demo test exported as a QTI 3.0 package, every file of it valid against 1EdTech's
// schemas, and the package imported again gives the same items, marked the same for every answer.

const root = path.join(REPO_ROOT, 'content/demo/content');
const demoTests: TestFile[] = fs
  .readdirSync(root)
  .flatMap((folder) => fs.readdirSync(path.join(root, folder)).map((name) => path.join(root, folder, name)))
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
  .filter((json) => Array.isArray(json.sections))
  .map((json) => TestFileSchema.parse(json));

const exported = exportPackage(demoTests as ExportTest[]);
const files = unzipSync(exported.bytes);
const converted = convertPackage(exported.bytes, 'demo.zip');
const reimported = converted.request.files.map((f) => TestFileSchema.parse(JSON.parse(f.text)));

/**
 * The same HTML however it was written: parsed and serialised as a browser would, spaces collapsed,
 * each blank's marker as three underscores (the runner reads three or more as a blank).
 */
const html = (text: string | undefined) =>
  text === undefined
    ? undefined
    : serialize(parseFragment(text)).replace(/\s+/g, ' ').replace(/_{3,}/g, '___').trim();

/** Each item of a test with the passage it shows (its own or its section's). */
const itemsOf = (test: TestFile) =>
  test.sections.flatMap((s) => s.items.map((item) => ({ item, passage: item.passage ?? s.passage })));

/** An authored item as scoring reads it, under `exam`'s credit rules. */
function scorable(item: AuthoredItem, exam: ExamProfile | undefined): ScorableItem {
  const { options, keys } = itemOptionsAndKeys((n) => `option-${n}`, item);
  const row = {
    itemType: item.type,
    points: item.points ?? null,
    negativePoints: item.negativePoints ?? null,
    keys,
  } as Parameters<typeof toScorableItem>[0];
  const rows = options.map((o) => ({ ...o, itemId: 'item', companyCode: 'demo', retiredAt: null }));
  return toScorableItem(row, rows, exam);
}

/**
 * Answers to try on an item, said without option ids (which differ between the two imports): option
 * positions, typed words, or positions within each blank's options.
 */
type Answer = { choose?: number[]; typed?: string; blanks?: (number | string)[]; order?: number[] };

function answersFor(item: AuthoredItem): Answer[] {
  const options = item.options ?? [];
  const right = options.flatMap((o, i) => (o.correct ? [i] : []));
  const wrong = options.flatMap((o, i) => (o.correct ? [] : [i]));
  if (item.type === 'reorder') {
    const key = (item.order ?? options.map((_, i) => i + 1)).map((n) => n - 1);
    return [
      { order: key },
      { order: [...key].reverse() },
      { order: [key[1] ?? 0, key[0] ?? 0, ...key.slice(2)] },
    ];
  }
  if (item.blanks) {
    const blanks = item.blanks;
    const rightOf = (i: number): number | string =>
      item.type === 'b' || item.type === 'f'
        ? (blanks[i]?.accepted?.[0] ?? '')
        : (blanks[i]?.answer ?? 1) - 1;
    const wrongOf = (i: number): number | string =>
      item.type === 'b' || item.type === 'f' ? 'portico-wrong' : (blanks[i]?.answer ?? 1) % 2;
    const all = blanks.map((_, i) => rightOf(i));
    return [
      { blanks: all },
      { blanks: blanks.map((_, i) => wrongOf(i)) },
      { blanks: blanks.map((_, i) => (i === 0 ? rightOf(i) : wrongOf(i))) },
      { blanks: blanks.map((_, i) => (i === blanks.length - 1 ? '' : rightOf(i))) },
    ];
  }
  if (item.accepted) return [{ typed: item.accepted[0] ?? '' }, { typed: 'portico-wrong' }];
  if (isChoiceSetType(item.type))
    return [
      { choose: right },
      { choose: right.slice(0, 1) },
      { choose: [...right.slice(0, 1), ...wrong.slice(0, 1)] },
      { choose: [...right, ...wrong] },
      { choose: wrong.slice(0, 2) },
    ];
  if (options.length) return [{ choose: right.slice(0, 1) }, { choose: wrong.slice(0, 1) }];
  return [{ typed: 'A written or spoken answer' }];
}

/** The answer as the response a student's device sends for `item`. */
function responseOf(item: ScorableItem, answer: Answer): ItemResponse {
  const id = (i: number) => item.options[i]?.id ?? 'none';
  if (answer.choose) return { selectedOptionId: answer.choose.map(id).join(',') };
  if (answer.order) return { inputResponses: answer.order.map((i) => ({ value: id(i) })) };
  if (answer.blanks)
    return {
      inputResponses: answer.blanks.map((v, i) => ({
        value: typeof v === 'string' ? v : (item.blanks?.[i]?.options[v]?.id ?? 'none'),
      })),
    };
  return { enteredText: answer.typed ?? '' };
}

describe('the demo tests exported as QTI 3.0 and imported again', () => {
  it('writes every file valid against 1EdTech’s schemas', { timeout: 180_000 }, async () => {
    const xml = Object.entries(files)
      .filter(([name]) => name.endsWith('.xml') && name !== 'imsmanifest.xml')
      .map(([fileName, bytes]) => ({ fileName, xml: strFromU8(bytes) }));
    const manifest = [
      { fileName: 'imsmanifest.xml', xml: strFromU8(files['imsmanifest.xml'] as Uint8Array) },
    ];
    const invalid = [
      ...(await validateQtiBatch(xml, 'asi')),
      ...(await validateQtiBatch(manifest, 'manifest')),
    ].filter((r) => !r.valid);
    expect(invalid).toEqual([]);
    expect(xml.length).toBeGreaterThan(800);
  });

  it('gives back the same tests and sections: their exam, timing, routing, adaptive settings and tables', () => {
    expect(reimported.map((t) => t.key).sort()).toEqual(demoTests.map((t) => t.key).sort());
    for (const test of reimported) {
      const original = demoTests.find((t) => t.key === test.key) as TestFile;
      const { sections, ...fields } = test;
      const { sections: originalSections, ...originalFields } = original;
      expect(fields, test.key).toEqual(originalFields);
      // Only sections with an item QTI can hold come back.
      const kept = originalSections.filter((s) =>
        s.items.some((i) => test.sections.some((r) => r.items.some((x) => x.key === i.key))),
      );
      expect(
        sections.map(({ items: _i, passage: _p, ...section }) => section),
        test.key,
      ).toEqual(kept.map(({ items: _i, passage: _p, ...section }) => section));
    }
  });

  it('gives back the same items, each marked the same for every answer', () => {
    const originals = new Map(
      demoTests.flatMap((test) =>
        itemsOf(test).map(({ item, passage }) => [
          `${test.key}/${item.key}`,
          { item, passage, exam: examProfileOf(test.template ?? 'default', test.examFamily) },
        ]),
      ),
    );
    const mismatches: string[] = [];
    let compared = 0;
    let answers = 0;
    for (const test of reimported)
      for (const { item, passage } of itemsOf(test)) {
        const original = originals.get(`${test.key}/${item.key}`);
        if (!original) {
          mismatches.push(`${test.key}/${item.key}: not a demo item`);
          continue;
        }
        compared++;
        const where = `${test.key}/${item.key} (${original.item.type})`;
        const same = (what: string, a: unknown, b: unknown) => {
          if (JSON.stringify(a) !== JSON.stringify(b))
            mismatches.push(`${where} ${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
        };
        const was = comparable(original.item, droppedAttributes(original.item.key));
        const now = comparable(item, []);
        for (const field of new Set([...Object.keys(was), ...Object.keys(now)]))
          same(field, was[field], now[field]);
        same('passage', html(original.passage), html(passage));
        const before = scorable(original.item, original.exam);
        const after = scorable(item, undefined);
        same('marks', itemMarks(before), itemMarks(after));
        for (const answer of answersFor(original.item)) {
          answers++;
          const a = scoreItem(before, responseOf(before, answer));
          const b = scoreItem(after, responseOf(after, answer));
          same(
            `score of ${JSON.stringify(answer)}`,
            [a.points, a.negativePoints],
            [b.points, b.negativePoints],
          );
        }
      }
    const exportedCount = Object.values(exported.report.exported).reduce((n, c) => n + c, 0);
    console.info(
      `QTI round trip: ${exportedCount} items exported, ${exported.report.notExported.length} reported, ${compared} compared on ${answers} answers`,
    );
    expect(mismatches.slice(0, 40)).toEqual([]);
    expect(compared).toBe(exportedCount);
  });
});

/** The attributes QTI has no place for that the export's report says it left out of an item. */
function droppedAttributes(key: string): string[] {
  return exported.report.notes.flatMap((note) => {
    const m = note.match(/^(.+?): its '([a-z-]+)' attributes are left out/);
    return m && m[1] === key ? [m[2] as string] : [];
  });
}

/**
 * What must come back of an item: everything but how its marks are spelt (the item's or its blanks'
 * points, the credit rules: its scores are compared instead), and the attributes the report names.
 */
function comparable(item: AuthoredItem, dropped: string[]): Record<string, unknown> {
  const { credit: _credit, passage: _passage, points: _points, negativePoints: _negative, ...rest } = item;
  const strip = (text: string | undefined) => {
    if (text === undefined) return undefined;
    let out = html(text) ?? '';
    for (const name of dropped) out = out.replace(new RegExp(` ${name}="[^"]*"`, 'g'), '');
    return out;
  };
  const out: Record<string, unknown> = { ...rest, html: strip(item.html) };
  for (const field of ['direction', 'explanation'] as const) if (item[field]) out[field] = strip(item[field]);
  if (item.options) out.options = item.options.map((o) => ({ ...o, text: strip(o.text) }));
  // f: the word bank a student sees (its words and its answers, each once: test-json.ts wordBank).
  if (item.type === 'f')
    out.options = [
      ...new Set([
        ...(item.options ?? []).map((o) => o.text),
        ...(item.blanks ?? []).flatMap((b) => b.accepted ?? []),
      ]),
    ].sort();
  if (item.blanks) out.blanks = item.blanks.map(({ points: _p, ...blank }) => blank);
  return out;
}
