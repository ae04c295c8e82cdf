import type { ContentError, ContentFile } from './content-types';

/**
 * What one import may hold (docs/content-format.md 'Limits'). The largest legitimate exam, a full
 * IELTS, GRE or SAT mock, is about 200 items in under 10 sections with passages of 5,000-15,000
 * characters; each cap leaves several times that. They are checked on the parsed JSON before the
 * schema, the database or the preview sees a file, so work grows with what is allowed, not with what
 * is sent: a 20,000-item file once held the embedded database for 10 minutes.
 */
export const CONTENT_CAPS = {
  sectionsPerTest: 50,
  itemsPerSection: 500,
  itemsPerTest: 1_000,
  itemsPerImport: 5_000,
  /** Options of an item, of one of its blanks or of one of its parts; accepted answers likewise. */
  optionsPerList: 50,
  blanksPerItem: 100,
  partsPerItem: 20,
  /** Stored answer rows: every option and accepted answer of an item, its blanks and its parts. */
  answersPerItem: 200,
  answersPerTest: 10_000,
  answersPerImport: 50_000,
  /** Characters stored for a test's items; a section's passage is stored with each item showing it. */
  storedTextPerTest: 25_000_000,
  storedTextPerImport: 30_000_000,
  modulesPerCourse: 1_000,
  objectsPerCourse: 5_000,
  moduleDepth: 10,
  testCasesPerObject: 200,
  /** Any other list or object: entries. */
  entries: 1_000,
  /** Nesting of any JSON value. */
  depth: 32,
} as const;

/** Characters of one text field, by its name; any other text: `other`. */
export const TEXT_CAPS = {
  passage: 100_000,
  content: 100_000,
  html: 50_000,
  direction: 50_000,
  explanation: 50_000,
  instruction: 50_000,
  description: 50_000,
  /** An option's text, an accepted answer, a blank's option. */
  answer: 5_000,
  /** A coding test case's input or output, starter code. */
  code: 100_000,
  key: 100,
  other: 2_000,
} as const;

const n = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;

class CapExceeded extends Error {}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: Json): Json[] => (Array.isArray(v) ? v : []);
const text = (v: Json) => (typeof v === 'string' ? v : '');
const named = (v: Json, fallback: string) => {
  const key = isObject(v) ? v.key : undefined;
  return typeof key === 'string' && key !== '' && key.length <= TEXT_CAPS.key ? key : fallback;
};

/**
 * Checks one parsed file against the caps; `totals` carries the import's running totals across
 * files. Throws CapExceeded with a message naming the cap and where it is exceeded.
 */
function checkFile(file: ContentFile, totals: { items: number; answers: number; stored: number }) {
  const fail = (message: string): never => {
    throw new CapExceeded(message);
  };
  const json = file.json;
  if (!isObject(json)) return;
  if ('modules' in json) return checkCourse(json, fail);

  const test = `Test '${named(json, file.path)}'`;
  const sections = list(json.sections);
  if (sections.length > CONTENT_CAPS.sectionsPerTest) {
    fail(
      `${test} has ${n(sections.length)} sections; at most ${n(CONTENT_CAPS.sectionsPerTest)} are allowed per test`,
    );
  }
  const items = sections.reduce<number>((sum, s) => sum + (isObject(s) ? list(s.items).length : 0), 0);
  if (items > CONTENT_CAPS.itemsPerTest) {
    fail(`${test} has ${n(items)} items; at most ${n(CONTENT_CAPS.itemsPerTest)} are allowed per test`);
  }
  totals.items += items;
  if (totals.items > CONTENT_CAPS.itemsPerImport) {
    fail(
      `The files have ${n(totals.items)} items counting up to ${test}; at most ${n(CONTENT_CAPS.itemsPerImport)} are allowed per import: import them in smaller batches`,
    );
  }
  checkFields(json, test, ['sections'], fail);

  let answers = 0;
  let stored = 0;
  for (const [si, section] of sections.entries()) {
    if (!isObject(section)) continue;
    const where = `${test}, section '${named(section, String(si + 1))}'`;
    const sectionItems = list(section.items);
    if (sectionItems.length > CONTENT_CAPS.itemsPerSection) {
      fail(
        `${where} has ${n(sectionItems.length)} items; at most ${n(CONTENT_CAPS.itemsPerSection)} are allowed per section`,
      );
    }
    checkFields(section, where, ['items'], fail);
    const shared = text(section.passage).length;
    for (const [ii, item] of sectionItems.entries()) {
      if (!isObject(item)) continue;
      const at = `${test}, item '${named(item, `${si + 1}.${ii + 1}`)}'`;
      const rows = answerRows(item, at, fail);
      answers += rows.count;
      const own = 'passage' in item ? text(item.passage).length : shared;
      stored +=
        text(item.html).length +
        own +
        text(item.direction).length +
        text(item.explanation).length +
        rows.chars;
      checkFields(item, at, ['options', 'accepted', 'blanks', 'parts'], fail);
    }
  }
  if (answers > CONTENT_CAPS.answersPerTest) {
    fail(
      `${test} has ${n(answers)} answer options; at most ${n(CONTENT_CAPS.answersPerTest)} are allowed per test`,
    );
  }
  if (stored > CONTENT_CAPS.storedTextPerTest) {
    fail(
      `${test} would store ${n(stored)} characters of text (a section's passage counts once for each item showing it); at most ${n(CONTENT_CAPS.storedTextPerTest)} are allowed per test`,
    );
  }
  totals.answers += answers;
  totals.stored += stored;
  if (totals.answers > CONTENT_CAPS.answersPerImport) {
    fail(
      `The files have ${n(totals.answers)} answer options counting up to ${test}; at most ${n(CONTENT_CAPS.answersPerImport)} are allowed per import: import them in smaller batches`,
    );
  }
  if (totals.stored > CONTENT_CAPS.storedTextPerImport) {
    fail(
      `The files would store ${n(totals.stored)} characters of text counting up to ${test}; at most ${n(CONTENT_CAPS.storedTextPerImport)} are allowed per import: import them in smaller batches`,
    );
  }
}

/** An item's answer rows as content-mapper.ts stores them, each list within its cap. */
function answerRows(item: Record<string, Json>, at: string, fail: (m: string) => never) {
  let count = 0;
  let chars = 0;
  const take = (values: Json, what: string, per: string) => {
    const entries = list(values);
    if (entries.length > CONTENT_CAPS.optionsPerList) {
      fail(
        `${at} has ${plural(entries.length, what)}${per}; at most ${n(CONTENT_CAPS.optionsPerList)} are allowed`,
      );
    }
    for (const [i, entry] of entries.entries()) {
      const value = isObject(entry) ? entry.text : entry;
      checkText(value, TEXT_CAPS.answer, `${at}, ${what} ${i + 1}`, fail);
      chars += text(value).length;
    }
    count += entries.length;
  };
  take(item.options, 'option', '');
  take(item.accepted, 'accepted answer', '');
  const blanks = list(item.blanks);
  if (blanks.length > CONTENT_CAPS.blanksPerItem) {
    fail(
      `${at} has ${n(blanks.length)} blanks; at most ${n(CONTENT_CAPS.blanksPerItem)} are allowed per item`,
    );
  }
  for (const [i, blank] of blanks.entries()) {
    if (!isObject(blank)) continue;
    take(blank.accepted, 'accepted answer', ` in blank ${i + 1}`);
    take(blank.options, 'option', ` in blank ${i + 1}`);
    checkFields(blank, `${at}, blank ${i + 1}`, ['accepted', 'options'], fail);
  }
  const parts = list(item.parts);
  if (parts.length > CONTENT_CAPS.partsPerItem) {
    fail(`${at} has ${n(parts.length)} parts; at most ${n(CONTENT_CAPS.partsPerItem)} are allowed per item`);
  }
  for (const [i, part] of parts.entries()) {
    if (!isObject(part)) continue;
    take(part.options, 'option', ` in part ${i + 1}`);
    take(part.accepted, 'accepted answer', ` in part ${i + 1}`);
    checkFields(part, `${at}, part ${i + 1}`, ['options', 'accepted'], fail);
  }
  if (count > CONTENT_CAPS.answersPerItem) {
    fail(
      `${at} has ${n(count)} answer options with its blanks and parts; at most ${n(CONTENT_CAPS.answersPerItem)} are allowed per item`,
    );
  }
  return { count, chars };
}

function checkCourse(json: Record<string, Json>, fail: (m: string) => never) {
  const course = `Course '${text(json.course).slice(0, TEXT_CAPS.other) || 'without a name'}'`;
  let modules = 0;
  let objects = 0;
  const walk = (list_: Json, depth: number) => {
    for (const m of list(list_)) {
      if (!isObject(m)) continue;
      modules++;
      if (depth > CONTENT_CAPS.moduleDepth) {
        fail(
          `${course} nests modules ${n(depth)} deep; at most ${n(CONTENT_CAPS.moduleDepth)} levels are allowed`,
        );
      }
      if (modules > CONTENT_CAPS.modulesPerCourse) {
        fail(
          `${course} has more than ${n(CONTENT_CAPS.modulesPerCourse)} modules; at most ${n(CONTENT_CAPS.modulesPerCourse)} are allowed per course file`,
        );
      }
      const where = `${course}, module '${named(m, String(modules))}'`;
      checkFields(m, where, ['objects', 'modules'], fail);
      for (const o of list(m.objects)) {
        if (!isObject(o)) continue;
        objects++;
        if (objects > CONTENT_CAPS.objectsPerCourse) {
          fail(
            `${course} has more than ${n(CONTENT_CAPS.objectsPerCourse)} objects; at most ${n(CONTENT_CAPS.objectsPerCourse)} are allowed per course file`,
          );
        }
        const at = `${course}, object '${named(o, String(objects))}'`;
        const cases = list(o.testCases);
        if (cases.length > CONTENT_CAPS.testCasesPerObject) {
          fail(
            `${at} has ${n(cases.length)} test cases; at most ${n(CONTENT_CAPS.testCasesPerObject)} are allowed per object`,
          );
        }
        for (const [i, c] of cases.entries()) {
          if (!isObject(c)) continue;
          checkText(c.input, TEXT_CAPS.code, `${at}, test case ${i + 1}: input`, fail);
          checkText(c.output, TEXT_CAPS.code, `${at}, test case ${i + 1}: output`, fail);
          checkFields(c, `${at}, test case ${i + 1}`, ['input', 'output'], fail);
        }
        if (isObject(o.starterCode)) {
          for (const [language, code] of Object.entries(o.starterCode)) {
            checkText(code, TEXT_CAPS.code, `${at}, starter code '${language.slice(0, 20)}'`, fail);
          }
        }
        checkFields(o, at, ['testCases', 'starterCode'], fail);
      }
      walk(m.modules, depth + 1);
    }
  };
  walk(json.modules, 1);
  checkFields(json, course, ['modules'], fail);
}

function checkText(value: Json, cap: number, where: string, fail: (m: string) => never) {
  if (typeof value === 'string' && value.length > cap) {
    fail(`${where} has ${n(value.length)} characters; at most ${n(cap)} are allowed`);
  }
}

const capOf = (field: string): number =>
  field in TEXT_CAPS ? TEXT_CAPS[field as keyof typeof TEXT_CAPS] : TEXT_CAPS.other;

/**
 * The fields of one node the structural walk does not descend into itself (`skip` names those it
 * does): named text within its cap, any other text within `other`, any other list or object within
 * `entries`, nesting within `depth`.
 */
function checkFields(node: Record<string, Json>, where: string, skip: string[], fail: (m: string) => never) {
  const visit = (value: Json, path: string, cap: number, depth: number) => {
    if (depth > CONTENT_CAPS.depth)
      fail(`${where}: '${path}' nests deeper than ${n(CONTENT_CAPS.depth)} levels`);
    if (typeof value === 'string') {
      if (value.length > cap)
        fail(`${where}: '${path}' has ${n(value.length)} characters; at most ${n(cap)} are allowed`);
    } else if (Array.isArray(value)) {
      if (value.length > CONTENT_CAPS.entries) {
        fail(
          `${where}: '${path}' has ${n(value.length)} entries; at most ${n(CONTENT_CAPS.entries)} are allowed`,
        );
      }
      for (const [i, v] of value.entries()) visit(v, `${path}[${i}]`, TEXT_CAPS.other, depth + 1);
    } else if (isObject(value)) {
      const entries = Object.entries(value);
      if (entries.length > CONTENT_CAPS.entries) {
        fail(
          `${where}: '${path}' has ${n(entries.length)} fields; at most ${n(CONTENT_CAPS.entries)} are allowed`,
        );
      }
      for (const [k, v] of entries) {
        if (k.length > TEXT_CAPS.other) fail(`${where}: a field name in '${path}' is too long`);
        visit(v, `${path}.${k}`, TEXT_CAPS.other, depth + 1);
      }
    }
  };
  for (const [field, value] of Object.entries(node)) {
    if (skip.includes(field)) continue;
    if (field.length > TEXT_CAPS.other) fail(`${where}: a field name is too long`);
    visit(value, field, capOf(field), 1);
  }
}

/**
 * The first cap the files exceed, as an error of the file it is in; null when they are within every
 * cap. Linear in the size of the files.
 */
export function exceededCap(files: ContentFile[]): ContentError | null {
  const totals = { items: 0, answers: 0, stored: 0 };
  for (const file of files) {
    try {
      checkFile(file, totals);
    } catch (err) {
      if (err instanceof CapExceeded) return { file: file.path, item: '', field: '', message: err.message };
      throw err;
    }
  }
  return null;
}
