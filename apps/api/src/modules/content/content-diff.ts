import { createHash } from 'node:crypto';
import type { CourseScope, TestScope, WritePlan } from './content-plan';

/**
 * The import preview (CONSOLE.md 'a preview of what changes'): what the planned writes would do to
 * the rows the files touch, computed in memory against those rows as they are, in one pass. It
 * follows the writes' rules (content.repository.ts writePlan): upserts by id, then what a file no
 * longer has retired when students attempted its test (or the learning object), else deleted.
 */

export type ContentKind = 'tests' | 'sections' | 'items' | 'options' | 'modules' | 'objects';
export const contentKinds: ContentKind[] = ['tests', 'sections', 'items', 'options', 'modules', 'objects'];

/** An existing row as the repository reads it for the preview: the HASHED fields as their MD5. */
export type ExistingRow = Record<string, unknown> & { id: string; retiredAt: Date | null };
export type ExistingRows = Record<ContentKind, ExistingRow[]>;

/** Long text columns the repository reads as md5(column), so a preview never carries passages twice. */
export const HASHED_FIELDS: Partial<Record<ContentKind, readonly string[]>> = {
  tests: ['instruction'],
  items: ['html', 'passage', 'direction', 'explanation'],
};

/** How many characters of a value the preview shows, before and after (long texts: their first ones). */
export const HEAD_CHARS = 100;
/** The column the repository reads a hashed field's first characters into. */
export const headOf = (field: string) => `${field}__head`;
/** The fields of one changed record the preview shows, at most. */
const PREVIEW_FIELDS = 12;

/** One field of a changed record: its value before and after, as the preview shows them (null: none). */
export interface FieldChange {
  field: string;
  old: string | null;
  new: string | null;
}

/** One kind of authored row, counted by what an import does to it, with the names of some. */
export interface KindChanges {
  added: number;
  changed: number;
  removed: number;
  retired: number;
  unchanged: number;
  /**
   * Up to PREVIEW_NAMES names per change, e.g. `added: Reading test 2 (ielts-ac-r2)`; a changed
   * record with the fields that change, old → new.
   */
  names: { change: 'added' | 'changed' | 'removed' | 'retired'; label: string; fields?: FieldChange[] }[];
}
const PREVIEW_NAMES = 25;

const md5 = (text: unknown) =>
  createHash('md5')
    .update(String(text ?? ''), 'utf8')
    .digest('hex');

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
function stable(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A field of a row as compared: a long text as its MD5 (the stored row holds the MD5 already). */
function fieldValue(kind: ContentKind, row: Record<string, unknown>, field: string, stored: boolean) {
  if (!(HASHED_FIELDS[kind] ?? []).includes(field)) return stable(row[field]);
  return stored ? String(row[field]) : md5(row[field]);
}

/** What the import writes of a row, comparable with the row as stored (timestamps and retirement aside). */
function contentOf(
  kind: ContentKind,
  row: Record<string, unknown>,
  fields: string[],
  stored: boolean,
): string {
  return fields.map((f) => fieldValue(kind, row, f, stored)).join('\u0001');
}

/** A value as the preview shows it: text as it is, anything else as JSON, cut at HEAD_CHARS. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : stable(value);
  return text.length > HEAD_CHARS ? `${text.slice(0, HEAD_CHARS)}…` : text;
}

/** The fields of a changed row that change, old → new (a long text's old value from its first characters). */
function changedFields(
  kind: ContentKind,
  old: Record<string, unknown>,
  row: Record<string, unknown>,
  fields: string[],
): FieldChange[] {
  const hashed = HASHED_FIELDS[kind] ?? [];
  const out: FieldChange[] = [];
  for (const field of fields) {
    if (out.length >= PREVIEW_FIELDS) break;
    if (field === 'id' || fieldValue(kind, old, field, true) === fieldValue(kind, row, field, false))
      continue;
    const before = hashed.includes(field) ? shown(old[headOf(field)]) : shown(old[field]);
    out.push({ field, old: before, new: shown(row[field]) });
  }
  return out;
}

const labelOf: Record<ContentKind, (row: Record<string, unknown>) => string> = {
  tests: (r) => `${r.title} (${r.key})`,
  sections: (r) => String(r.title),
  items: (r) => String(r.key),
  options: (r) => String(r.id),
  modules: (r) => String(r.title),
  objects: (r) => String(r.title),
};

type Fate = 'written' | 'retire' | 'delete' | 'keep';

export function previewChanges(
  plan: WritePlan,
  existing: ExistingRows,
  attemptedTests: Set<string>,
  attemptedObjects: Set<string>,
): Record<ContentKind, KindChanges> {
  const written: Record<ContentKind, Record<string, unknown>[]> = {
    tests: plan.tests,
    sections: plan.sections,
    items: plan.items,
    options: plan.options,
    modules: plan.modules,
    objects: plan.objects,
  };
  const fates = fatesOf(plan, existing, attemptedTests, attemptedObjects);
  const out = {} as Record<ContentKind, KindChanges>;
  for (const kind of contentKinds) {
    const c: KindChanges = { added: 0, changed: 0, removed: 0, retired: 0, unchanged: 0, names: [] };
    const note = (
      change: KindChanges['names'][number]['change'],
      label: string,
      fields?: () => FieldChange[],
    ) => {
      c[change] += 1;
      if (c.names.length < PREVIEW_NAMES)
        c.names.push({ change, label, ...(fields ? { fields: fields() } : {}) });
    };
    const before = new Map(existing[kind].map((r) => [r.id, r]));
    const rows = written[kind];
    const fields = rows[0] ? Object.keys(rows[0]).filter((f) => f !== 'retiredAt') : [];
    const writtenIds = new Set<string>();
    for (const row of rows) {
      const id = row.id as string;
      writtenIds.add(id);
      const old = before.get(id);
      if (!old || old.retiredAt) note('added', labelOf[kind](row));
      else if (contentOf(kind, old, fields, true) !== contentOf(kind, row, fields, false)) {
        note('changed', labelOf[kind](row), () => changedFields(kind, old, row, fields));
      } else c.unchanged += 1;
    }
    for (const old of existing[kind]) {
      if (writtenIds.has(old.id)) continue;
      const fate = fates[kind].get(old.id) ?? 'keep';
      if (old.retiredAt) continue;
      if (fate === 'delete') note('removed', labelOf[kind](old));
      else if (fate === 'retire') note('retired', labelOf[kind](old));
      else c.unchanged += 1;
    }
    out[kind] = c;
  }
  return out;
}

/** What happens to each existing row the files do not write. */
function fatesOf(
  plan: WritePlan,
  existing: ExistingRows,
  attemptedTests: Set<string>,
  attemptedObjects: Set<string>,
): Record<ContentKind, Map<string, Fate>> {
  const fates = Object.fromEntries(contentKinds.map((k) => [k, new Map<string, Fate>()])) as Record<
    ContentKind,
    Map<string, Fate>
  >;
  const stale = (scope: TestScope) => (attemptedTests.has(scope.testId) ? 'retire' : 'delete');

  /**
   * The test of each existing row of `kind` whose parent (`parent` names it) is of a test the files
   * write; such a row the files no longer write is stale.
   */
  const underTests = (kind: 'sections' | 'items', parent: string, testOf: Map<string, TestScope>) => {
    const written = new Set(plan[kind].map((r) => r.id));
    const tests = new Map<string, TestScope>();
    for (const row of existing[kind]) {
      const scope = testOf.get(row[parent] as string);
      if (!scope) continue;
      tests.set(row.id, scope);
      if (!written.has(row.id)) fates[kind].set(row.id, stale(scope));
    }
    return tests;
  };
  const sectionTest = underTests('sections', 'testId', new Map(plan.testScopes.map((s) => [s.testId, s])));
  // Items of a test the file no longer has, wherever they were; an item the file has may have moved.
  const itemTest = underTests('items', 'sectionId', sectionTest);
  const writtenOptions = new Set(plan.options.map((o) => o.id));
  for (const o of existing.options) {
    if (writtenOptions.has(o.id)) continue;
    const itemId = o.itemId as string;
    const scope = itemTest.get(itemId);
    if (!scope) continue;
    // An option of a written item goes by its test's attempts; one of a dropped item goes with it
    // (deleted by the cascade, or left as it was beside its retired item).
    const itemFate = fates.items.get(itemId);
    if (!itemFate) fates.options.set(o.id, stale(scope));
    else fates.options.set(o.id, itemFate === 'delete' ? 'delete' : 'keep');
  }

  for (const scope of plan.courseScopes) courseFates(scope, plan, existing, attemptedObjects, fates);
  return fates;
}

/** As content.repository.ts dropStaleOfCourse: a kept object keeps its module and every one above it. */
function courseFates(
  scope: CourseScope,
  plan: WritePlan,
  existing: ExistingRows,
  attemptedObjects: Set<string>,
  fates: Record<ContentKind, Map<string, Fate>>,
) {
  const modules = existing.modules.filter((m) => m.courseId === scope.courseId);
  const parentOf = new Map(modules.map((m) => [m.id, (m.parentId as string | null) ?? null]));
  for (const m of plan.modules) if (m.courseId === scope.courseId) parentOf.set(m.id, m.parentId ?? null);
  const ofCourse = new Set(modules.map((m) => m.id));
  const liveObjects = new Set(scope.objectIds);
  const liveModules = new Set(scope.moduleIds);
  const kept = new Set<string>();
  for (const o of existing.objects) {
    if (!ofCourse.has(o.moduleId as string) || liveObjects.has(o.id)) continue;
    if (attemptedObjects.has(o.id)) {
      fates.objects.set(o.id, 'retire');
      for (let id: string | null | undefined = o.moduleId as string; id; id = parentOf.get(id)) kept.add(id);
    } else fates.objects.set(o.id, 'delete');
  }
  for (const m of modules) {
    if (!liveModules.has(m.id)) fates.modules.set(m.id, kept.has(m.id) ? 'retire' : 'delete');
  }
}
