import type { z } from 'zod';
import {
  type AuthoredModule,
  type CourseFile,
  CourseFileSchema,
  isCourseFile,
} from './content-course-format';
import { type TestFile, TestFileSchema } from './content-test-format';
import type { ContentError, ContentFile } from './content-types';

/**
 * The checks of an import that need no database, then the ones that need what it holds (the
 * company, its courses, its tests). Pure: they run in the import worker or in-process alike.
 */

/** Each file checked against its schema, in the order given. */
export type CheckedFile =
  | { path: string; kind: 'test'; data: TestFile }
  | { path: string; kind: 'course'; data: CourseFile }
  | { path: string; kind: 'invalid'; errors: ContentError[] };

/** What the database must tell about these files before they can be planned. */
export interface Needs {
  /** Keys of the test files: their tests are read as they are (ids, and the rows a preview compares). */
  testKeys: string[];
  /** Keys of tests the files' learning objects refer to without defining them. */
  referencedKeys: string[];
  /** The courses named by course files (a seed key or an exact name). */
  courseRefs: string[];
}

/** What the company holds that the files refer to. */
export interface Refs {
  companyExists: boolean;
  /** Per course reference: the ids of the company's courses it names. */
  courses: Record<string, string[]>;
  /** Existing tests of the company by key (of those the needs named). */
  tests: Record<string, string>;
}

/** What passed validation: the files to write and the tests they may point at. */
export interface ImportPlan {
  testFiles: { path: string; data: TestFile }[];
  courseFiles: { path: string; data: CourseFile; courseId: string }[];
  /** Existing test ids by key, for learning objects that refer to tests not in the files. */
  existing: Map<string, string>;
}

export function checkFiles(files: ContentFile[]): CheckedFile[] {
  return files.map((file): CheckedFile => {
    const errors: ContentError[] = [];
    if (isCourseFile(file.json)) {
      const data = parse(CourseFileSchema, file, errors);
      return data ? { path: file.path, kind: 'course', data } : { path: file.path, kind: 'invalid', errors };
    }
    const data = parse(TestFileSchema, file, errors);
    return data ? { path: file.path, kind: 'test', data } : { path: file.path, kind: 'invalid', errors };
  });
}

export function needsOf(checked: CheckedFile[]): Needs {
  const testKeys = new Set<string>();
  const referenced = new Set<string>();
  const courseRefs = new Set<string>();
  for (const file of checked) {
    if (file.kind === 'test') testKeys.add(file.data.key);
    if (file.kind === 'course') {
      courseRefs.add(file.data.course);
      for (const o of objectsOf(file.data.modules)) if (o.test) referenced.add(o.test);
    }
  }
  return {
    testKeys: [...testKeys],
    referencedKeys: [...referenced].filter((k) => !testKeys.has(k)),
    courseRefs: [...courseRefs],
  };
}

/**
 * Every problem of the files, in file order as an author reads them: schema errors and unknown
 * courses, then test keys defined twice, then learning objects naming unknown tests.
 */
export function resolveFiles(
  companyCode: string,
  checked: CheckedFile[],
  refs: Refs,
): ImportPlan | { ok: false; errors: ContentError[] } {
  if (!refs.companyExists) {
    return {
      ok: false,
      errors: [{ file: '', item: '', field: 'company', message: `company '${companyCode}' does not exist` }],
    };
  }
  const errors: ContentError[] = [];
  const testFiles: ImportPlan['testFiles'] = [];
  const courseFiles: ImportPlan['courseFiles'] = [];
  for (const file of checked) {
    if (file.kind === 'invalid') errors.push(...file.errors);
    else if (file.kind === 'test') testFiles.push({ path: file.path, data: file.data });
    else {
      const ids = refs.courses[file.data.course] ?? [];
      if (ids.length !== 1) {
        const message =
          ids.length === 0
            ? `no course '${file.data.course}' in company '${companyCode}' (give its seed key or exact name)`
            : `course name '${file.data.course}' is ambiguous in company '${companyCode}'`;
        errors.push({ file: file.path, item: '', field: 'course', message });
        continue;
      }
      courseFiles.push({ path: file.path, data: file.data, courseId: ids[0] as string });
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

  const existing = new Map<string, string>();
  for (const { data } of courseFiles) {
    for (const o of objectsOf(data.modules)) {
      const id = o.test && !testFileOf.has(o.test) ? refs.tests[o.test] : undefined;
      if (o.test && id) existing.set(o.test, id);
    }
  }
  for (const { path, data } of courseFiles) checkCourse(path, data, testFileOf, existing, errors);

  if (errors.length > 0) return { ok: false, errors };
  return { testFiles, courseFiles, existing };
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

export function objectsOf(modules: AuthoredModule[]): AuthoredModule['objects'] {
  return modules.flatMap((m) => [...m.objects, ...objectsOf(m.modules)]);
}

function checkCourse(
  path: string,
  data: CourseFile,
  testFileOf: Map<string, string>,
  existing: Map<string, string>,
  errors: ContentError[],
) {
  const fail = (item: string, field: string, message: string) =>
    errors.push({ file: path, item, field, message });
  const moduleKeys = new Set<string>();
  const objectKeys = new Set<string>();
  /** Each module's and object's key names one row of the course: a key seen before is refused. */
  const once = (seen: Set<string>, kind: 'module' | 'object', key: string) => {
    if (seen.has(key)) fail(key, 'key', `${kind} key '${key}' is used twice`);
    seen.add(key);
  };
  const walk = (modules: AuthoredModule[]) => {
    for (const m of modules) {
      once(moduleKeys, 'module', m.key);
      for (const o of m.objects) {
        once(objectKeys, 'object', o.key);
        if (o.test && !testFileOf.has(o.test) && !existing.has(o.test))
          fail(o.key, 'test', `no test with key '${o.test}' in these files or in the company`);
      }
      walk(m.modules);
    }
  };
  walk(data.modules);
}
