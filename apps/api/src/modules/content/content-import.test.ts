import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCourse, useTestApp } from '../../../test/harness';
import {
  learningModules,
  learningObjects,
  testItemOptions,
  testItems,
  testSections,
  tests,
} from '../../db/schema';
import { scoreItem } from '../assessment/scoring/score-item';
import type { ItemResponse, ScorableItem } from '../items/item.types';
import { noneRetired } from './content.repository';
import { type ContentFile, formatContentError, importContent } from './content-import';
import { toAuthoredItem, toScorableItem } from './content-mapper';
import { TestFileSchema } from './content-test-format';

const t = useTestApp();

type Json = Record<string, unknown> & { sections: { items: Record<string, unknown>[] }[] };
const fixture = (name: string): Json =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));

async function counts(companyCode: string) {
  const db = t.database.db;
  const n = async (table: typeof tests | typeof testSections | typeof testItems | typeof testItemOptions) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.companyCode, companyCode))).length;
  return {
    tests: await n(tests),
    sections: await n(testSections),
    items: await n(testItems),
    options: await n(testItemOptions),
  };
}

async function allIds(companyCode: string) {
  const db = t.database.db;
  const ids = async (table: typeof tests | typeof testSections | typeof testItems | typeof testItemOptions) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.companyCode, companyCode))
        .orderBy(asc(table.id))
    ).map((r) => r.id);
  return [await ids(tests), await ids(testSections), await ids(testItems), await ids(testItemOptions)];
}

async function storedItems(companyCode: string, testKey: string) {
  const db = t.database.db;
  const [test] = await db
    .select()
    .from(tests)
    .where(and(eq(tests.key, testKey), eq(tests.companyCode, companyCode)));
  if (!test) throw new Error('test not stored');
  const sections = await db
    .select()
    .from(testSections)
    .where(eq(testSections.testId, test.id))
    .orderBy(asc(testSections.orderNo));
  const items = await db
    .select()
    .from(testItems)
    .where(
      inArray(
        testItems.sectionId,
        sections.map((s) => s.id),
      ),
    )
    .orderBy(asc(testItems.orderNo));
  const options = await db
    .select()
    .from(testItemOptions)
    .where(
      inArray(
        testItemOptions.itemId,
        items.map((i) => i.id),
      ),
    );
  const optionsOf = (itemId: string) => options.filter((o) => o.itemId === itemId);
  return { test, sections, items, optionsOf };
}

/** The right answer to an item, read from its key the way a student would give it. */
function rightResponse(item: ScorableItem): ItemResponse {
  const correctIds = (options: ScorableItem['options']) =>
    options.filter((o) => o.isCorrect).map((o) => o.id);
  const firstAccepted = (options: ScorableItem['options']) =>
    options.find((o) => o.isCorrect)?.text.split('~')[0] ?? '';
  const partValue = (type: string, options: ScorableItem['options']) => {
    if (['an', 'ne'].includes(type)) return firstAccepted(options);
    if (type === 'rangelimit') return firstAccepted(options);
    if (options.length === 0) return 'https://cdn.example/answer.webm';
    return correctIds(options).join(',');
  };
  const values = (list: string[]) => ({ inputResponses: list.map((value) => ({ value })) });
  switch (item.itemType) {
    case 'an':
    case 'ne':
    case 'rangelimit':
      return { enteredText: firstAccepted(item.options) };
    case 'bn':
      return values(firstAccepted(item.options).split('/'));
    case 'b':
    case 'f':
      return values((item.blanks ?? []).map((b) => firstAccepted(b.options)));
    case 'rf':
    case 'drop':
      return values((item.blanks ?? []).map((b) => correctIds(b.options)[0] ?? ''));
    case 'reorder':
      return values(item.order?.optionIds ?? []);
    case 'highlight':
      return values((item.highlight?.wordIndexes ?? []).map(String));
    default:
      if (item.parts) return values(item.parts.map((p) => partValue(p.itemType, p.options)));
      if (item.options.length === 0) return { enteredText: 'A written or recorded answer' };
      return { selectedOptionId: correctIds(item.options).join(',') };
  }
}

const withFacultyPart = ['interactivewriting', 'selectandspeak', 'selectandessay'];
const faculty = ['essay', 'essay-topic', 'essay-audio', 'record-audio', 'record-notify', 'record-video'];

describe('importContent: every item type', () => {
  it('stores each item so that it reads back as authored and scores a right answer', async () => {
    const company = await createCompany(t);
    const json = fixture('all-types.json');
    const result = await importContent(t.database.db, company.code, [{ path: 'all-types.json', json }]);
    expect(result).toEqual({ ok: true, tests: 1, items: 28, modules: 0, objects: 0, retired: noneRetired() });

    const authored = TestFileSchema.parse(json);
    const { test, sections, items, optionsOf } = await storedItems(company.code, 'all-types');
    expect(test).toMatchObject({
      title: 'Every item type',
      template: 'default',
      examFamily: 'ielts',
      timerMode: 'sectional',
      randomizeNo: 0,
      totalScoreDividedBy: 4,
      languages: ['en'],
      conversionTables: authored.conversionTables,
    });
    expect(
      sections.map((s) => [s.title, s.referenceType, s.durationMinutes, s.totalMarks, s.audioUrl]),
    ).toEqual([
      ['Objective', 'Reading', 30, 17, null],
      ['Open', 'Speaking', 20, 11, 'https://cdn.example/s.mp3'],
    ]);
    const authoredItems = authored.sections.flatMap((s) => s.items);
    const storedInOrder = sections.flatMap((s) => items.filter((i) => i.sectionId === s.id));
    expect(storedInOrder.map((i) => i.key)).toEqual(authoredItems.map((i) => i.key));
    expect(new Set(storedInOrder.map((i) => i.itemType)).size).toBe(28);

    for (const [index, row] of storedInOrder.entries()) {
      expect(toAuthoredItem(row, optionsOf(row.id)), row.key).toEqual(authoredItems[index]);
      const scorable = toScorableItem(row, optionsOf(row.id));
      const score = scoreItem(scorable, rightResponse(scorable));
      expect(score.answered, row.key).toBe(true);
      if (faculty.includes(row.itemType) || withFacultyPart.includes(row.itemType)) {
        expect(score.isCorrect, row.key).toBeNull();
      } else {
        expect(score.isCorrect, row.key).toBe(true);
        expect(score.points, row.key).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the scoring details: negative points, points per blank, a shared pool of slots', async () => {
    const company = await createCompany(t);
    await importContent(t.database.db, company.code, [{ path: 'a.json', json: fixture('all-types.json') }]);
    const { items, optionsOf } = await storedItems(company.code, 'all-types');
    const scorable = (key: string) => {
      const row = items.find((i) => i.key === key);
      if (!row) throw new Error(key);
      return toScorableItem(row, optionsOf(row.id));
    };
    const mcq = scorable('q-mcq');
    const wrong = mcq.options.find((o) => !o.isCorrect)?.id;
    expect(scoreItem(mcq, { selectedOptionId: wrong })).toMatchObject({
      isCorrect: false,
      negativePoints: 0.25,
    });
    const b = scorable('q-b');
    expect(scoreItem(b, { inputResponses: [{ value: 'dog' }, { value: 'MAT ' }] })).toMatchObject({
      isCorrect: false,
      points: 2,
    });
    const drop = scorable('q-drop');
    expect(drop.blanks?.map((blank) => blank.options.length)).toEqual([3, 3]);
    expect(drop.blanks?.map((blank) => blank.options.find((o) => o.isCorrect)?.text)).toEqual([
      'Heading ii',
      'Heading iii',
    ]);
  });
});

describe('importContent: validation', () => {
  const base = () => fixture('small.json');
  const withItem = (item: Record<string, unknown>) => {
    const json = base();
    json.sections[0]?.items.push(item);
    return json;
  };
  const cases: [string, Json, { item: string; field: string; message: RegExp }][] = [
    [
      'mcq with one option',
      withItem({ key: 'bad', type: 'mcq', options: [{ text: 'a', correct: true }] }),
      { item: 'bad', field: 'options', message: /at least 2 options/ },
    ],
    [
      'mcq with two correct',
      withItem({
        key: 'bad',
        type: 'yesorno',
        options: [
          { text: 'a', correct: true },
          { text: 'b', correct: true },
        ],
      }),
      { item: 'bad', field: 'options', message: /exactly one correct option \(has 2\)/ },
    ],
    [
      'ssr with none correct',
      withItem({ key: 'bad', type: 'ssr', options: [{ text: 'a' }, { text: 'b' }] }),
      { item: 'bad', field: 'options', message: /exactly one correct option \(has 0\)/ },
    ],
    [
      'mca with none correct',
      withItem({ key: 'bad', type: 'mca', options: [{ text: 'a' }, { text: 'b' }] }),
      { item: 'bad', field: 'options', message: /at least one correct/ },
    ],
    [
      'an without answers',
      withItem({ key: 'bad', type: 'an' }),
      { item: 'bad', field: 'accepted', message: /at least one accepted answer/ },
    ],
    [
      'ne with a word',
      withItem({ key: 'bad', type: 'ne', accepted: ['four'] }),
      { item: 'bad', field: 'accepted', message: /not a number/ },
    ],
    [
      'rangelimit min > max',
      withItem({ key: 'bad', type: 'rangelimit', accepted: ['5~1'] }),
      { item: 'bad', field: 'accepted', message: /min greater than max/ },
    ],
    [
      'rangelimit not numbers',
      withItem({ key: 'bad', type: 'rangelimit', accepted: ['low~high'] }),
      { item: 'bad', field: 'accepted', message: /'min~max' with two numbers/ },
    ],
    [
      'b without blanks',
      withItem({ key: 'bad', type: 'b' }),
      { item: 'bad', field: 'blanks', message: /one key per blank/ },
    ],
    [
      'b blank without answer',
      withItem({ key: 'bad', type: 'f', blanks: [{ accepted: ['x'] }, { accepted: [] }] }),
      { item: 'bad', field: 'blanks[1].accepted', message: /blank 2 needs an accepted answer/ },
    ],
    [
      'rf answer out of range',
      withItem({ key: 'bad', type: 'rf', blanks: [{ options: ['a', 'b'], answer: 3 }] }),
      { item: 'bad', field: 'blanks[0].answer', message: /between 1 and 2/ },
    ],
    [
      'drop slot without answer',
      withItem({ key: 'bad', type: 'drop', options: [{ text: 'i' }, { text: 'ii' }], blanks: [{}] }),
      { item: 'bad', field: 'blanks[0].answer', message: /slot 1 needs an answer/ },
    ],
    [
      'reorder without order',
      withItem({ key: 'bad', type: 'reorder', options: [{ text: 'a' }, { text: 'b' }] }),
      { item: 'bad', field: 'order', message: /needs an order/ },
    ],
    [
      'reorder order not a permutation',
      withItem({ key: 'bad', type: 'reorder', options: [{ text: 'a' }, { text: 'b' }], order: [1, 1] }),
      { item: 'bad', field: 'order', message: /each option number 1 to 2 exactly once/ },
    ],
    [
      'highlight without words',
      withItem({ key: 'bad', type: 'highlight' }),
      { item: 'bad', field: 'highlight', message: /indexes of the words/ },
    ],
    [
      'highlight negative index',
      withItem({ key: 'bad', type: 'highlight', highlight: [-1] }),
      { item: 'bad', field: 'highlight', message: /start at 0/ },
    ],
    [
      'composite without parts',
      withItem({ key: 'bad', type: 'selectandspeak' }),
      { item: 'bad', field: 'parts', message: /needs its parts/ },
    ],
    [
      'composite part invalid',
      withItem({
        key: 'bad',
        type: 'interactivelistening',
        parts: [{ type: 'mcq', options: [{ text: 'a' }, { text: 'b' }] }],
      }),
      { item: 'bad', field: 'parts[0].options', message: /exactly one correct/ },
    ],
    [
      'essay with options',
      withItem({ key: 'bad', type: 'essay', options: [{ text: 'a' }] }),
      { item: 'bad', field: 'options', message: /essay does not use 'options'/ },
    ],
    [
      'unknown type',
      withItem({ key: 'bad', type: 'quiz' }),
      { item: 'bad', field: 'type', message: /unknown item type 'quiz'/ },
    ],
    [
      'item without key',
      withItem({ type: 'essay' }),
      { item: 'sections[0].items[2]', field: 'key', message: /is required/ },
    ],
    [
      'duplicate item key',
      withItem({ key: 's1', type: 'essay' }),
      { item: 's1', field: 'key', message: /used twice in this test/ },
    ],
    [
      'test without title',
      { ...base(), title: undefined } as unknown as Json,
      { item: '', field: 'title', message: /is required/ },
    ],
    [
      'unknown template',
      { ...base(), template: 'fancy' },
      { item: '', field: 'template', message: /must be one of default/ },
    ],
  ];

  it.each(cases)('%s: reports file, item and field, and imports nothing', async (_name, json, expected) => {
    const company = await createCompany(t);
    const before = await counts(company.code);
    const result = await importContent(t.database.db, company.code, [{ path: 'tests/small.json', json }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({
      file: 'tests/small.json',
      item: expected.item,
      field: expected.field,
    });
    expect(result.errors[0]?.message).toMatch(expected.message);
    expect(await counts(company.code)).toEqual(before);
  });

  it('imports nothing when the second of two files is invalid, and reports every error', async () => {
    const company = await createCompany(t);
    const bad = fixture('small.json');
    bad.key = 'other';
    bad.sections[0]?.items.push({ key: 'x', type: 'mcq', options: [] }, { key: 'y', type: 'an' });
    const result = await importContent(t.database.db, company.code, [
      { path: 'one.json', json: fixture('all-types.json') },
      { path: 'two.json', json: bad },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatContentError)).toEqual([
      'two.json › x › options: mcq needs at least 2 options (has 0)',
      'two.json › y › accepted: an needs at least one accepted answer',
    ]);
    expect(await counts(company.code)).toEqual({ tests: 0, sections: 0, items: 0, options: 0 });
  });

  it('refuses the same test key in two files', async () => {
    const company = await createCompany(t);
    const result = await importContent(t.database.db, company.code, [
      { path: 'a.json', json: fixture('small.json') },
      { path: 'b.json', json: fixture('small.json') },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { file: 'b.json', item: '', field: 'key', message: "test key 'small' is also defined in a.json" },
      ],
    });
  });

  it('refuses an unknown company', async () => {
    const result = await importContent(t.database.db, 'no-such-company', [
      { path: 'a.json', json: fixture('small.json') },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [{ file: '', item: '', field: 'company', message: "company 'no-such-company' does not exist" }],
    });
  });
});

describe('importContent: re-import', () => {
  const run = (companyCode: string, files: ContentFile[]) => importContent(t.database.db, companyCode, files);

  it('is idempotent: the same file again changes no count and no id', async () => {
    const company = await createCompany(t);
    const files = [{ path: 'a.json', json: fixture('all-types.json') }];
    await run(company.code, files);
    const ids = await allIds(company.code);
    const before = await counts(company.code);
    expect(before).toMatchObject({ tests: 1, sections: 2, items: 28 });
    expect(await run(company.code, files)).toMatchObject({ ok: true, items: 28 });
    expect(await counts(company.code)).toEqual(before);
    expect(await allIds(company.code)).toEqual(ids);
  });

  it('updates an edited option in place and deletes a removed item with its options', async () => {
    const company = await createCompany(t);
    const json = fixture('all-types.json');
    await run(company.code, [{ path: 'a.json', json }]);
    const before = await storedItems(company.code, 'all-types');
    const mcqBefore = before.items.find((i) => i.key === 'q-mcq');
    const essayBefore = before.items.find((i) => i.key === 'q-reorder');
    const countsBefore = await counts(company.code);

    const edited = fixture('all-types.json');
    const items = edited.sections[0]?.items ?? [];
    (items[0] as { options: { text: string }[] }).options[1] = { text: 'Roma' };
    edited.sections[0] = { ...edited.sections[0], items: items.filter((i) => i.key !== 'q-reorder') };
    expect(await run(company.code, [{ path: 'a.json', json: edited }])).toMatchObject({
      ok: true,
      items: 27,
    });

    const after = await storedItems(company.code, 'all-types');
    const mcqAfter = after.items.find((i) => i.key === 'q-mcq');
    expect(mcqAfter?.id).toBe(mcqBefore?.id);
    const oldOptions = before.optionsOf(mcqBefore?.id ?? '');
    const newOptions = after.optionsOf(mcqAfter?.id ?? '');
    expect(newOptions.map((o) => o.id).sort()).toEqual(oldOptions.map((o) => o.id).sort());
    expect(newOptions.find((o) => o.orderNo === 1)?.text).toBe('Roma');
    expect(after.items.find((i) => i.key === 'q-reorder')).toBeUndefined();
    const orphans = await t.database.db
      .select()
      .from(testItemOptions)
      .where(eq(testItemOptions.itemId, essayBefore?.id ?? ''));
    expect(orphans).toEqual([]);
    expect(await counts(company.code)).toEqual({
      ...countsBefore,
      items: countsBefore.items - 1,
      options: countsBefore.options - 3,
    });
  });

  it('never touches another company with the same test key', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    await run(a.code, [{ path: 'small.json', json: fixture('small.json') }]);
    await run(b.code, [{ path: 'small.json', json: fixture('small.json') }]);
    const bBefore = await storedItems(b.code, 'small');
    const idsB = await allIds(b.code);

    const edited = fixture('small.json');
    edited.title = 'Edited for A';
    edited.sections[0] = { ...edited.sections[0], items: [edited.sections[0]?.items[0] ?? {}] };
    expect(await run(a.code, [{ path: 'small.json', json: edited }])).toMatchObject({ ok: true, items: 1 });

    const aAfter = await storedItems(a.code, 'small');
    const bAfter = await storedItems(b.code, 'small');
    expect(aAfter.test.title).toBe('Edited for A');
    expect(aAfter.test.id).not.toBe(bAfter.test.id);
    expect(bAfter.test.title).toBe('Small test');
    expect(bAfter.items).toEqual(bBefore.items);
    expect(await allIds(b.code)).toEqual(idsB);
  });
});

describe('importContent: course content', () => {
  it('imports a module tree whose objects refer to tests by key, idempotently', async () => {
    const company = await createCompany(t);
    const { course } = await createCourse(t, company.code);
    const courseJson = { ...fixture('course.json'), course: course.courseName };
    const files = [
      { path: 'course.json', json: courseJson },
      { path: 'small.json', json: fixture('small.json') },
    ];
    expect(await importContent(t.database.db, company.code, files)).toEqual({
      ok: true,
      tests: 1,
      items: 2,
      modules: 2,
      objects: 3,
      retired: noneRetired(),
    });
    const db = t.database.db;
    const modules = await db.select().from(learningModules).where(eq(learningModules.courseId, course.id));
    const objects = await db
      .select()
      .from(learningObjects)
      .where(
        inArray(
          learningObjects.moduleId,
          modules.map((m) => m.id),
        ),
      )
      .orderBy(asc(learningObjects.id));
    const [test] = await db.select().from(tests).where(eq(tests.companyCode, company.code));
    const child = modules.find((m) => m.title === 'Practice');
    expect(child?.parentId).toBe(modules.find((m) => m.title === 'Reading')?.id);
    expect(objects.find((o) => o.kind === 'PracticeTest')).toMatchObject({
      testId: test?.id,
      isDisableReview: true,
      component: { title: 'Practice 1', objectType: 'PracticeTest' },
    });
    expect(objects.find((o) => o.kind === 'Video')?.component).toEqual({
      title: 'Skimming',
      objectType: 'Video',
      playerType: 'vimeo',
      vimeoLink: 'https://vimeo.com/1',
      duration: 300,
    });

    // Again, with the test already stored and only the course file given.
    expect(await importContent(db, company.code, [files[0] as ContentFile])).toMatchObject({
      ok: true,
      objects: 3,
    });
    const again = await db
      .select()
      .from(learningObjects)
      .where(
        inArray(
          learningObjects.moduleId,
          modules.map((m) => m.id),
        ),
      )
      .orderBy(asc(learningObjects.id));
    expect(again).toEqual(objects);
  });

  it('reports an unknown course and an unknown test key', async () => {
    const company = await createCompany(t);
    const { course } = await createCourse(t, company.code);
    const result = await importContent(t.database.db, company.code, [
      { path: 'c1.json', json: { ...fixture('course.json'), course: 'Nope' } },
      { path: 'c2.json', json: { ...fixture('course.json'), course: course.courseName } },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatContentError)).toEqual([
      `c1.json › course: no course 'Nope' in company '${company.code}' (give its seed key or exact name)`,
      "c2.json › pt-1 › test: no test with key 'small' in these files or in the company",
    ]);
    const modules = await t.database.db
      .select()
      .from(learningModules)
      .where(eq(learningModules.companyCode, company.code));
    expect(modules).toEqual([]);
  });
});

describe('importContent: limits (docs/content-format.md), as the command line meets them', () => {
  it('refuses a file over a cap with the cap and where, and imports nothing of any file', async () => {
    const company = await createCompany(t);
    const big = fixture('small.json');
    big.key = 'big';
    big.sections[0] = {
      ...big.sections[0],
      items: Array.from({ length: 1001 }, (_, i) => ({ key: `q${i}`, type: 'an', accepted: ['a'] })),
    } as Json['sections'][number];
    const result = await importContent(t.database.db, company.code, [
      { path: 'small.json', json: fixture('small.json') },
      { path: 'tests/big.json', json: big },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatContentError)).toEqual([
      "tests/big.json › (file): Test 'big' has 1,001 items; at most 1,000 are allowed per test",
    ]);
    expect(await counts(company.code)).toEqual({ tests: 0, sections: 0, items: 0, options: 0 });
  });
});
