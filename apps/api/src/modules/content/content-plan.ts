import type {
  learningModules,
  learningObjects,
  testItemOptions,
  testItems,
  testSections,
  tests,
} from '../../db/schema';
import { type AuthoredModule, resolveItemShortcodes } from './content-format';
import { contentIds, itemOptionsAndKeys } from './content-mapper';
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

/** A LANGUAGE metadata row of the company: an authored language name becomes its id. */
export interface Language {
  id: string;
  name: string;
}

export function planWrites(
  companyCode: string,
  plan: ImportPlan,
  existingTests: Record<string, string>,
  languages: Language[],
): WritePlan {
  const out: WritePlan = {
    tests: [],
    sections: [],
    items: [],
    options: [],
    modules: [],
    objects: [],
    testScopes: [],
    courseScopes: [],
    counts: { tests: plan.testFiles.length, items: 0, modules: 0, objects: 0 },
  };
  const testIds = new Map(plan.existing);
  for (const { data: file } of plan.testFiles) {
    const { sections, ...fields } = file;
    const testId = existingTests[file.key] ?? contentIds.test(companyCode, file.key);
    testIds.set(file.key, testId);
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
      out.sections.push({
        id: sectionId,
        companyCode,
        testId,
        orderNo: si + 1,
        title: section.title,
        referenceType: section.referenceType,
        durationMinutes: section.durationMinutes,
        totalMarks: section.totalMarks ?? section.items.length,
        parentSecRefCode: section.parentSecRefCode ?? null,
        audioUrl: section.audioUrl ?? null,
        timedBlock: section.timedBlock ?? null,
        retiredAt: null,
      });
      for (const [ii, item] of section.items.entries()) {
        const itemId = contentIds.item(companyCode, file.key, item.key);
        scope.itemIds.push(itemId);
        const { options, keys } = itemOptionsAndKeys(
          (n) => contentIds.option(companyCode, file.key, item.key, n),
          item,
        );
        out.items.push({
          id: itemId,
          companyCode,
          sectionId,
          orderNo: ii + 1,
          key: item.key,
          itemType: item.type,
          html: item.html,
          passage: item.passage ?? section.passage ?? '',
          direction: item.direction ?? '',
          explanation: item.explanation ?? '',
          points: item.points ?? null,
          negativePoints: item.negativePoints ?? null,
          subjectName: item.subject ?? null,
          areaName: item.area ?? null,
          topicName: item.topic ?? null,
          difficulty: item.difficulty ?? null,
          keys,
          media: item.media ?? null,
          timeLimitSeconds: item.timeLimitSeconds ?? null,
          prepSeconds: item.prepSeconds ?? null,
          audioPlays: item.audioPlays ?? null,
          retiredAt: null,
        });
        for (const option of options) {
          scope.optionIds.push(option.id);
          out.options.push({ ...option, companyCode, itemId, retiredAt: null });
        }
      }
    }
    out.counts.items += scope.itemIds.length;
    out.testScopes.push(scope);
  }

  const byName = new Map(languages.map((l) => [l.name.trim().toLowerCase(), l.id]));
  const language = (value: string | undefined) =>
    value ? (byName.get(value.trim().toLowerCase()) ?? value) : null;
  for (const { data, courseId } of plan.courseFiles) {
    const scope: CourseScope = { courseId, moduleIds: [], objectIds: [] };
    const walk = (modules: AuthoredModule[], parentId: string | null) => {
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
          languageId: language(m.languageId),
          isFree: m.isFree,
          isLocked: m.isLocked,
          retiredAt: null,
        });
        for (const [oi, o] of m.objects.entries()) {
          const id = contentIds.object(companyCode, courseId, o.key);
          scope.objectIds.push(id);
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
          out.objects.push({
            id,
            companyCode,
            moduleId,
            orderNo: oi + 1,
            kind,
            title,
            component: {
              title,
              objectType: kind,
              ...rest,
              ...(rest.content !== undefined && {
                content: resolveItemShortcodes(rest.content, (k) =>
                  contentIds.object(companyCode, courseId, k),
                ),
              }),
            },
            testId: test ? (testIds.get(test) ?? null) : null,
            isFree,
            isLocked,
            isDisableReview,
            evaluationRequired,
            languageId: language(languageId),
            retiredAt: null,
          });
        }
        walk(m.modules, moduleId);
      }
    };
    walk(data.modules, null);
    out.counts.modules += scope.moduleIds.length;
    out.counts.objects += scope.objectIds.length;
    out.courseScopes.push(scope);
  }
  return out;
}
