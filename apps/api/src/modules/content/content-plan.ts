import { adaptiveRoutes } from '@portico/contract/adaptive';
import type {
  learningModules,
  learningObjects,
  testItemOptions,
  testItems,
  testSections,
  tests,
} from '../../db/schema';
import { type AuthoredModule, resolveItemShortcodes } from './content-course-format';
import { contentIds, itemOptionsAndKeys, optionalColumnsOf } from './content-mapper';
import type { AuthoredSection, TestFile } from './content-test-format';
import type { ImportPlan } from './content-validate';

/**
 * The rows an import writes, computed from the validated files without the database: every row of
 * every file in one pass (the writes then go as a few multi-row statements), and per test and per
 * course what the files have, so that what they no longer have can be removed or retired.
 */

export type TestRow = Omit<typeof tests.$inferInsert, 'createdAt' | 'updatedAt'> & { id: string };
export type SectionRow = typeof testSections.$inferInsert & { id: string };
export type ItemRow = typeof testItems.$inferInsert & { id: string };
export type OptionRow = typeof testItemOptions.$inferInsert & { id: string };
export type ModuleRow = typeof learningModules.$inferInsert & { id: string };
export type ObjectRow = typeof learningObjects.$inferInsert & { id: string };

/** One test file's rows by id: what it keeps; everything else of the test goes. */
export interface TestScope {
  testId: string;
  sectionIds: string[];
  itemIds: string[];
  optionIds: string[];
}
export interface CourseScope {
  courseId: string;
  moduleIds: string[];
  objectIds: string[];
}

export interface WritePlan {
  tests: TestRow[];
  sections: SectionRow[];
  items: ItemRow[];
  options: OptionRow[];
  /** Parents before children, so each chunk of the insert finds its parents written. */
  modules: ModuleRow[];
  objects: ObjectRow[];
  testScopes: TestScope[];
  courseScopes: CourseScope[];
  counts: { tests: number; items: number; modules: number; objects: number };
}

/** A plan's rows, table by table: what an apply writes, and what its parts carry (PlanTable). */
export type PlanRows = Pick<WritePlan, 'tests' | 'sections' | 'items' | 'options' | 'modules' | 'objects'>;

/** A plan's tables with no rows yet: where a plan is made, or an apply's parts are gathered. */
export function emptyPlanRows(): PlanRows {
  return { tests: [], sections: [], items: [], options: [], modules: [], objects: [] };
}

/** A LANGUAGE metadata row of the company: an authored language name becomes its id. */
export interface Language {
  id: string;
  name: string;
}

type AuthoredItem = AuthoredSection['items'][number];
type AuthoredObject = AuthoredModule['objects'][number];

export function planWrites(
  companyCode: string,
  plan: ImportPlan,
  existingTests: Record<string, string>,
  languages: Language[],
): WritePlan {
  const out: WritePlan = {
    ...emptyPlanRows(),
    testScopes: [],
    courseScopes: [],
    counts: { tests: plan.testFiles.length, items: 0, modules: 0, objects: 0 },
  };
  const testIds = new Map(plan.existing);
  for (const { data: file } of plan.testFiles) {
    const testId = existingTests[file.key] ?? contentIds.test(companyCode, file.key);
    testIds.set(file.key, testId);
    const scope = planTest(out, companyCode, file, testId);
    out.counts.items += scope.itemIds.length;
    out.testScopes.push(scope);
  }

  const language = languageIdOf(languages);
  for (const { data, courseId } of plan.courseFiles) {
    const course: CourseWalk = {
      out,
      companyCode,
      testIds,
      language,
      scope: { courseId, moduleIds: [], objectIds: [] },
    };
    planModules(course, data.modules, null);
    out.counts.modules += course.scope.moduleIds.length;
    out.counts.objects += course.scope.objectIds.length;
    out.courseScopes.push(course.scope);
  }
  return out;
}

/** Appends one test file's rows to the plan and returns what the test keeps. */
function planTest(out: WritePlan, companyCode: string, file: TestFile, testId: string): TestScope {
  // The conversion note is the author's, kept in the file only.
  const { sections, conversionNote: _note, ...fields } = file;
  out.tests.push({
    ...fields,
    examFamily: fields.examFamily ?? null,
    randomizeNo: fields.randomizeNo ?? null,
    id: testId,
    companyCode,
  });
  const scope: TestScope = { testId, sectionIds: [], itemIds: [], optionIds: [] };
  for (const [si, section] of sections.entries()) {
    const sectionId = contentIds.section(companyCode, file.key, section.key ?? String(si));
    scope.sectionIds.push(sectionId);
    const routedFrom = section.routing && contentIds.section(companyCode, file.key, section.routing.from);
    out.sections.push(sectionRow(companyCode, testId, sectionId, si + 1, section, routedFrom));
    for (const [ii, item] of section.items.entries()) {
      const itemId = contentIds.item(companyCode, file.key, item.key);
      scope.itemIds.push(itemId);
      const { options, keys } = itemOptionsAndKeys(
        (n) => contentIds.option(companyCode, file.key, item.key, n),
        item,
      );
      out.items.push(itemRow(companyCode, sectionId, itemId, ii + 1, item, section, keys));
      for (const option of options) {
        scope.optionIds.push(option.id);
        out.options.push({ ...option, companyCode, itemId, retiredAt: null });
      }
    }
  }
  return scope;
}

/**
 * The questions a student takes in a section: a routed module's one route (decision 063), an
 * adaptive section's length, else all its items.
 */
function questionsTaken(section: AuthoredSection): number {
  if (section.adaptive) return section.adaptive.length;
  if (!section.routing) return section.items.length;
  const counts = adaptiveRoutes.map((r) => section.items.filter((i) => i.route === r).length);
  return Math.max(...counts);
}

function sectionRow(
  companyCode: string,
  testId: string,
  id: string,
  orderNo: number,
  section: AuthoredSection,
  routedFrom: string | undefined,
): SectionRow {
  return {
    id,
    companyCode,
    testId,
    orderNo,
    title: section.title,
    referenceType: section.referenceType,
    durationMinutes: section.durationMinutes,
    totalMarks: section.totalMarks ?? questionsTaken(section),
    parentSecRefCode: section.parentSecRefCode ?? null,
    audioUrl: section.audioUrl ?? null,
    timedBlock: section.timedBlock ?? null,
    routing: section.routing && routedFrom ? { from: routedFrom, rule: section.routing.rule } : null,
    adaptive: section.adaptive ?? null,
    retiredAt: null,
  };
}

function itemRow(
  companyCode: string,
  sectionId: string,
  id: string,
  orderNo: number,
  item: AuthoredItem,
  section: AuthoredSection,
  keys: ItemRow['keys'],
): ItemRow {
  return {
    id,
    companyCode,
    sectionId,
    orderNo,
    key: item.key,
    itemType: item.type,
    html: item.html,
    passage: item.passage ?? section.passage ?? '',
    direction: item.direction ?? '',
    explanation: item.explanation ?? '',
    ...optionalColumnsOf(item),
    keys,
    retiredAt: null,
  };
}

/** An authored language (a name or an id) as the id of the company's LANGUAGE row, if one matches. */
function languageIdOf(languages: Language[]) {
  const byName = new Map(languages.map((l) => [l.name.trim().toLowerCase(), l.id]));
  return (value: string | undefined) => (value ? (byName.get(value.trim().toLowerCase()) ?? value) : null);
}

/** What walking one course file's module tree needs and fills. */
interface CourseWalk {
  out: WritePlan;
  companyCode: string;
  testIds: Map<string, string>;
  language: (value: string | undefined) => string | null;
  scope: CourseScope;
}

/** Depth first, each module before its objects and its children: parents are written first. */
function planModules(course: CourseWalk, modules: AuthoredModule[], parentId: string | null) {
  const { out, companyCode, scope } = course;
  const { courseId } = scope;
  for (const [mi, m] of modules.entries()) {
    const moduleId = contentIds.module(companyCode, courseId, m.key);
    scope.moduleIds.push(moduleId);
    out.modules.push({
      id: moduleId,
      companyCode,
      courseId,
      parentId,
      orderNo: mi + 1,
      title: m.title,
      description: m.description,
      thumbnail: m.thumbnail,
      referenceType: m.referenceType,
      isGroupLessons: m.isGroupLessons,
      languageId: course.language(m.languageId),
      isFree: m.isFree,
      isLocked: m.isLocked,
      retiredAt: null,
    });
    for (const [oi, o] of m.objects.entries()) {
      const id = contentIds.object(companyCode, courseId, o.key);
      scope.objectIds.push(id);
      out.objects.push(objectRow(course, moduleId, id, oi + 1, o));
    }
    planModules(course, m.modules, moduleId);
  }
}

function objectRow(
  course: CourseWalk,
  moduleId: string,
  id: string,
  orderNo: number,
  o: AuthoredObject,
): ObjectRow {
  const { companyCode, scope } = course;
  const {
    key: _key,
    kind,
    title,
    test,
    isFree,
    isLocked,
    isDisableReview,
    evaluationRequired,
    languageId,
    ...rest
  } = o;
  return {
    id,
    companyCode,
    moduleId,
    orderNo,
    kind,
    title,
    component: {
      title,
      objectType: kind,
      ...rest,
      ...(rest.content !== undefined && {
        content: resolveItemShortcodes(rest.content, (k) =>
          contentIds.object(companyCode, scope.courseId, k),
        ),
      }),
    },
    testId: test ? (course.testIds.get(test) ?? null) : null,
    isFree,
    isLocked,
    isDisableReview,
    evaluationRequired,
    languageId: course.language(languageId),
    retiredAt: null,
  };
}
