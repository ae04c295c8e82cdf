import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type ContentKind,
  type ContentSnapshot,
  companyExists,
  contentSnapshot,
  existingTestIds,
  findCourseIds,
  noneRetired,
  type Removals,
  type Retired,
  writeCourse,
  writeTest,
} from './content.repository';
import {
  type AuthoredModule,
  type CourseFile,
  CourseFileSchema,
  isCourseFile,
  type TestFile,
  TestFileSchema,
} from './content-format';

export interface ContentFile {
  path: string;
  json: unknown;
}

/** One problem in one file: the item is its key when it has one, else its place ('sections[0].items[2]'). */
export interface ContentError {
  file: string;
  item: string;
  field: string;
  message: string;
}

export type ImportResult =
  | { ok: true; tests: number; items: number; modules: number; objects: number; retired: Retired }
  | { ok: false; errors: ContentError[] };

/**
 * The import report's line on what the files dropped but students had attempted: kept for their
 * attempts and reports, gone from new attempts and course pages. Empty when nothing was retired.
 */
export function retiredSummary(retired: Retired): string {
  const parts = (
    [
      ['item', retired.items],
      ['section', retired.sections],
      ['option', retired.options],
      ['module', retired.modules],
      ['object', retired.objects],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${n} ${name}${n === 1 ? '' : 's'}`);
  if (parts.length === 0) return '';
  return `Retired ${parts.join(', ')} that students have attempted: kept for their attempts and reports, left out of new attempts and course pages`;
}

export function formatContentError(e: ContentError): string {
  return [e.file, e.item, `${e.field || '(file)'}: ${e.message}`].filter((p) => p !== '').join(' › ');
}

/** What passed validation: the files to write and the tests they may point at. */
interface ImportPlan {
  testFiles: { path: string; data: TestFile }[];
  courseFiles: { path: string; data: CourseFile; courseId: string }[];
  existing: Map<string, string>;
}
type Written = Extract<ImportResult, { ok: true }>;

/**
 * Validates every file, then imports them all in one transaction, or nothing when any file has an
 * error. Idempotent: rows get stable ids from the company and the authored keys, so importing the
 * same files again changes nothing and an edited file updates its rows in place. What a file no
 * longer has is deleted, or retired when students have attempted it (content.repository.ts).
 * `hooks` run in the same transaction: `before` the writes (the console checks nothing changed since
 * its preview), `after` them (the console's audit entry); a throw in either undoes everything.
 */
export async function importContent(
  db: Db,
  companyCode: string,
  files: ContentFile[],
  now: Date = new Date(),
  hooks: { before?: (tx: Db) => Promise<void>; after?: (tx: Db, result: Written) => Promise<void> } = {},
): Promise<ImportResult> {
  const plan = await validate(db, companyCode, files);
  if (!('testFiles' in plan)) return plan;
  return db.transaction(async (tx) => {
    await hooks.before?.(tx);
    const result = await write(tx, companyCode, plan, now);
    await hooks.after?.(tx, result);
    return result;
  });
}

/** A digest of a company's authored content: equal digests, same content. */
export async function contentDigest(db: Db, companyCode: string): Promise<string> {
  return digestOf(await contentSnapshot(db, companyCode));
}

function digestOf(snapshot: ContentSnapshot): string {
  const hash = createHash('sha256');
  for (const kind of Object.keys(snapshot).sort() as ContentKind[]) {
    for (const [id, row] of [...snapshot[kind]].sort(([a], [b]) => a.localeCompare(b))) {
      hash.update(`${kind}\0${id}\0${row.retired}\0${row.content}\n`);
    }
  }
  return hash.digest('hex');
}

/** One kind of authored row, counted by what an import does to it, with the names of some. */
export interface KindChanges {
  added: number;
  changed: number;
  removed: number;
  retired: number;
  unchanged: number;
  /** Up to PREVIEW_NAMES names per change, e.g. `added: Reading test 2 (ielts-ac-r2)`. */
  names: { change: 'added' | 'changed' | 'removed' | 'retired'; label: string }[];
}
export type ContentPreview =
  | { ok: true; changes: Record<ContentKind, KindChanges>; result: Written; digest: string }
  | { ok: false; errors: ContentError[] };
const PREVIEW_NAMES = 25;

class RollBack extends Error {
  constructor(readonly preview: ContentPreview) {
    super('preview');
  }
}

/**
 * What importing the files would do, without doing it (CONSOLE.md 'a preview of what changes'): the
 * same validation, then the same writes inside a transaction that is rolled back, comparing every
 * authored row of the company before and after them.
 */
export async function previewContent(
  db: Db,
  companyCode: string,
  files: ContentFile[],
  now: Date = new Date(),
): Promise<ContentPreview> {
  const plan = await validate(db, companyCode, files);
  if (!('testFiles' in plan)) return plan;
  try {
    await db.transaction(async (tx) => {
      const before = await contentSnapshot(tx, companyCode);
      const result = await write(tx, companyCode, plan, now);
      const after = await contentSnapshot(tx, companyCode);
      throw new RollBack({ ok: true, changes: compare(before, after), result, digest: digestOf(before) });
    });
  } catch (err) {
    if (err instanceof RollBack) return err.preview;
    throw err;
  }
  throw new Error('the preview transaction ended without its result');
}

function compare(before: ContentSnapshot, after: ContentSnapshot): Record<ContentKind, KindChanges> {
  const kinds = Object.keys(before) as ContentKind[];
  const out = {} as Record<ContentKind, KindChanges>;
  for (const kind of kinds) {
    const c: KindChanges = { added: 0, changed: 0, removed: 0, retired: 0, unchanged: 0, names: [] };
    const note = (change: KindChanges['names'][number]['change'], label: string) => {
      c[change] += 1;
      if (c.names.length < PREVIEW_NAMES) c.names.push({ change, label });
    };
    const was = before[kind];
    const now = after[kind];
    for (const [id, row] of now) {
      const old = was.get(id);
      if (!old || (old.retired && !row.retired)) note('added', row.label);
      else if (row.retired && !old.retired) note('retired', row.label);
      else if (old.content !== row.content) note('changed', row.label);
      else if (!row.retired) c.unchanged += 1;
    }
    for (const [id, row] of was) if (!now.has(id) && !row.retired) note('removed', row.label);
    out[kind] = c;
  }
  return out;
}

async function validate(
  db: Db,
  companyCode: string,
  files: ContentFile[],
): Promise<ImportPlan | { ok: false; errors: ContentError[] }> {
  if (!(await companyExists(db, companyCode))) {
    return {
      ok: false,
      errors: [{ file: '', item: '', field: 'company', message: `company '${companyCode}' does not exist` }],
    };
  }
  const errors: ContentError[] = [];
  const testFiles: ImportPlan['testFiles'] = [];
  const courseFiles: ImportPlan['courseFiles'] = [];

  for (const file of files) {
    if (isCourseFile(file.json)) {
      const parsed = parse(CourseFileSchema, file, errors);
      if (!parsed) continue;
      const ids = await findCourseIds(db, companyCode, parsed.course);
      if (ids.length !== 1) {
        const message =
          ids.length === 0
            ? `no course '${parsed.course}' in company '${companyCode}' (give its seed key or exact name)`
            : `course name '${parsed.course}' is ambiguous in company '${companyCode}'`;
        errors.push({ file: file.path, item: '', field: 'course', message });
        continue;
      }
      courseFiles.push({ path: file.path, data: parsed, courseId: ids[0] as string });
    } else {
      const parsed = parse(TestFileSchema, file, errors);
      if (parsed) testFiles.push({ path: file.path, data: parsed });
    }
  }

  const testFileOf = new Map<string, string>();
  for (const { path, data } of testFiles) {
    const first = testFileOf.get(data.key);
    if (first) {
      errors.push({
        file: path,
        item: '',
        field: 'key',
        message: `test key '${data.key}' is also defined in ${first}`,
      });
    } else testFileOf.set(data.key, path);
  }

  const referenced = courseFiles.flatMap((c) => objectsOf(c.data.modules).map((o) => o.test));
  const missing = [...new Set(referenced.filter((k): k is string => !!k && !testFileOf.has(k)))];
  const existing = await existingTestIds(db, companyCode, missing);
  for (const { path, data } of courseFiles) checkCourse(path, data, testFileOf, existing, errors);

  if (errors.length > 0) return { ok: false, errors };
  return { testFiles, courseFiles, existing };
}

async function write(tx: Db, companyCode: string, plan: ImportPlan, now: Date): Promise<Written> {
  const removals: Removals = { at: now, retired: noneRetired() };
  const testIds = new Map(plan.existing);
  let items = 0;
  for (const { data } of plan.testFiles) {
    const written = await writeTest(tx, companyCode, data, removals);
    testIds.set(data.key, written.id);
    items += written.items;
  }
  let modules = 0;
  let objects = 0;
  for (const { data, courseId } of plan.courseFiles) {
    const written = await writeCourse(tx, companyCode, courseId, data, testIds, removals);
    modules += written.modules;
    objects += written.objects;
  }
  return {
    ok: true as const,
    tests: plan.testFiles.length,
    items,
    modules,
    objects,
    retired: removals.retired,
  };
}

function parse<T>(schema: z.ZodType<T>, file: ContentFile, errors: ContentError[]): T | null {
  const result = schema.safeParse(file.json, {
    error: (issue) =>
      issue.input === undefined && issue.code === 'invalid_type' ? 'is required' : undefined,
  });
  if (result.success) return result.data;
  for (const issue of result.error.issues) errors.push(locate(file, issue.path, issue.message));
  return null;
}

const entityLists = new Set(['items', 'objects', 'modules']);

/** Names the problem's place: the deepest keyed item, object or module on the path, and the field below it. */
function locate(file: ContentFile, path: PropertyKey[], message: string): ContentError {
  let node: unknown = file.json;
  let item = '';
  let fieldStart = 0;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    node =
      node && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[seg as PropertyKey]
        : undefined;
    const list = path[i - 1];
    if (typeof seg === 'number' && (entityLists.has(String(list)) || list === 'sections')) {
      const key = node && typeof node === 'object' ? (node as { key?: unknown }).key : undefined;
      item = typeof key === 'string' && key !== '' ? key : pathText(path.slice(0, i + 1));
      fieldStart = i + 1;
    }
  }
  return { file: file.path, item, field: pathText(path.slice(fieldStart)), message };
}

function pathText(path: PropertyKey[]): string {
  return path
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i === 0 ? '' : '.'}${String(seg)}`))
    .join('');
}

function objectsOf(modules: AuthoredModule[]): AuthoredModule['objects'] {
  return modules.flatMap((m) => [...m.objects, ...objectsOf(m.modules)]);
}

function checkCourse(
  path: string,
  data: CourseFile,
  testFileOf: Map<string, string>,
  existing: Map<string, string>,
  errors: ContentError[],
) {
  const moduleKeys = new Set<string>();
  const objectKeys = new Set<string>();
  const walk = (modules: AuthoredModule[]) => {
    for (const m of modules) {
      if (moduleKeys.has(m.key)) {
        errors.push({
          file: path,
          item: m.key,
          field: 'key',
          message: `module key '${m.key}' is used twice`,
        });
      }
      moduleKeys.add(m.key);
      for (const o of m.objects) {
        if (objectKeys.has(o.key)) {
          errors.push({
            file: path,
            item: o.key,
            field: 'key',
            message: `object key '${o.key}' is used twice`,
          });
        }
        objectKeys.add(o.key);
        if (o.test && !testFileOf.has(o.test) && !existing.has(o.test)) {
          errors.push({
            file: path,
            item: o.key,
            field: 'test',
            message: `no test with key '${o.test}' in these files or in the company`,
          });
        }
      }
      walk(m.modules);
    }
  };
  walk(data.modules);
}
