import type { AdaptiveRoute, CatSection, ItemParams, SectionRouting } from '@portico/contract/adaptive';
import type { TestRelaxes } from '@portico/contract/exam-profile';
import type { ItemCredit } from '@portico/contract/item-credit';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
import { courses } from './courses';
import { companyCode } from './tenancy';

/** spec 3 §3 testTemplate: the runner layout a test opens in. */
export const testTemplates = [
  'default',
  'ielts',
  'grelayout',
  'grelayoutv2',
  'grelayoutv3',
  'sat-digital',
  'ptelayout',
  'duolingo',
  'celpip',
  'own',
] as const;
export type TestTemplate = (typeof testTemplates)[number];

export const learningObjectKinds = [
  'Lesson',
  'Video',
  'Quiz',
  'Coding',
  'PracticeTest',
  'Mock',
  'BookAudio',
  'Project',
] as const;
export type LearningObjectKind = (typeof learningObjectKinds)[number];

/** A raw-score to scaled-score table, by section reference type or by name. */
export type ConversionTables = Record<string, { raw: number; scaled: number }[]>;

/**
 * The answer key of a multi-part item, by option id (the options are rows of test_item_options).
 * A blank lists the options it offers and the ones right for it, so a shared pool (drop) keeps one
 * row per option while each slot has its own right answer.
 */
export interface StoredBlankKey {
  optionIds: string[];
  correctOptionIds: string[];
  points: number | null;
}
export interface StoredItemKeys {
  blanks?: StoredBlankKey[];
  order?: { optionIds: string[]; pointsPerPair: number | null };
  highlight?: { wordIndexes: number[]; pointsPerWord: number | null };
  parts?: { itemType: string; optionIds: string[]; points: number | null }[];
  /** The item's own credit rules over its exam's (decision 066). */
  credit?: ItemCredit;
}
export interface ItemMedia {
  audio?: string;
  image?: string;
  video?: string;
}

/**
 * Set when a re-import dropped the row while students had answered it (or attempted the test it
 * carries): it stays for their attempts and reports, and new attempts and course pages leave it out.
 */
const retiredAt = () => timestampTz('retired_at');

export const tests = pgTable(
  'tests',
  {
    id: id(),
    companyCode: companyCode(),
    /** The author's key, unique per company: what import files and learning objects refer to. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    template: text('template').$type<TestTemplate>().notNull().default('default'),
    templateVersion: integer('template_version').notNull().default(1),
    examFamily: text('exam_family'),
    instruction: text('instruction').notNull().default(''),
    randomizeNo: integer('randomize_no'),
    totalScoreDividedBy: integer('total_score_divided_by').notNull().default(4),
    timerMode: text('timer_mode').$type<'total' | 'sectional'>().notNull().default('total'),
    isEnableSolutionTab: boolean('is_enable_solution_tab').notNull().default(false),
    conversionTables: jsonb('conversion_tables').$type<ConversionTables>().notNull().default({}),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** What this test relaxes of its exam profile (a practice test: replays, re-recording, going back). */
    relaxes: jsonb('relaxes').$type<TestRelaxes>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tests_company_key_uq').on(t.companyCode, t.key)],
);

export const testSections = pgTable(
  'test_sections',
  {
    id: id(),
    companyCode: companyCode(),
    testId: ownerRef('test_id', () => tests.id),
    orderNo: integer('order_no').notNull(),
    title: text('title').notNull(),
    /** Listening, Reading, Writing, Speaking, or another skill name. */
    referenceType: text('reference_type').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    totalMarks: integer('total_marks').notNull().default(0),
    parentSecRefCode: text('parent_sec_ref_code'),
    audioUrl: text('audio_url'),
    /**
     * A sectional test's timed block (decision 037): sections next to each other with the same one
     * share one clock, and the student moves freely among them (IELTS Listening's four parts).
     */
    timedBlock: text('timed_block'),
    /**
     * A second-stage module (issue 43, decision 063): routed from an earlier section of the test by
     * its rule; its items carry the route they belong to, and an attempt gets one route's items.
     */
    routing: jsonb('routing').$type<SectionRouting>(),
    /** An item-by-item adaptive section (decision 062): its length, content shares and scale. */
    adaptive: jsonb('adaptive').$type<CatSection>(),
    retiredAt: retiredAt(),
  },
  (t) => [index('test_sections_test_idx').on(t.testId), index('test_sections_company_idx').on(t.companyCode)],
);

export const testItems = pgTable(
  'test_items',
  {
    id: id(),
    companyCode: companyCode(),
    sectionId: ownerRef('section_id', () => testSections.id),
    orderNo: integer('order_no').notNull(),
    key: text('key').notNull(),
    /** ITEM-TYPES.md. */
    itemType: text('item_type').notNull(),
    /** spec 3 §3 Items: the question HTML. */
    html: text('html').notNull().default(''),
    passage: text('passage').notNull().default(''),
    direction: text('direction').notNull().default(''),
    explanation: text('explanation').notNull().default(''),
    points: doublePrecision('points'),
    negativePoints: doublePrecision('negative_points'),
    subjectName: text('subject_name'),
    areaName: text('area_name'),
    topicName: text('topic_name'),
    difficulty: text('difficulty'),
    keys: jsonb('keys').$type<StoredItemKeys>(),
    media: jsonb('media').$type<ItemMedia>(),
    /** record-notify: recording stops at this limit. */
    timeLimitSeconds: integer('time_limit_seconds'),
    /** record-notify: the preparation countdown. */
    prepSeconds: integer('prep_seconds'),
    /**
     * How many times the item's own recording (media.audio) may be played in an attempt; null: its
     * exam profile's rule (decision 039: Duolingo's Listen and Type plays three times).
     */
    audioPlays: integer('audio_plays'),
    /** In a routed section (decision 063): the route ('easier' or 'harder') the item belongs to. */
    route: text('route').$type<AdaptiveRoute>(),
    /** IRT parameters (decision 062): authored, later re-estimated from students' answers. */
    irt: jsonb('irt').$type<ItemParams>(),
    /** Saves of the question in the console's editor (issue 45): a save based on an older one is refused. */
    revision: integer('revision').notNull().default(0),
    retiredAt: retiredAt(),
  },
  (t) => [index('test_items_section_idx').on(t.sectionId), index('test_items_company_idx').on(t.companyCode)],
);

export const testItemOptions = pgTable(
  'test_item_options',
  {
    id: id(),
    companyCode: companyCode(),
    itemId: ownerRef('item_id', () => testItems.id),
    orderNo: integer('order_no').notNull(),
    /** spec 3 §3 Options: accepted answers of a typed part separated by '~'. */
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    /** spec 3 §3 optionColumnIndex: the blank, slot or part an option belongs to. */
    columnIndex: integer('column_index'),
    retiredAt: retiredAt(),
  },
  (t) => [
    index('test_item_options_item_idx').on(t.itemId),
    index('test_item_options_company_idx').on(t.companyCode),
  ],
);

export const learningModules = pgTable(
  'learning_modules',
  {
    id: id(),
    companyCode: companyCode(),
    courseId: ownerRef('course_id', () => courses.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => learningModules.id, { onDelete: 'cascade' }),
    orderNo: integer('order_no').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail').notNull().default(''),
    referenceType: text('reference_type').notNull().default(''),
    isGroupLessons: boolean('is_group_lessons').notNull().default(false),
    languageId: text('language_id'),
    isFree: boolean('is_free').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    retiredAt: retiredAt(),
  },
  (t) => [
    index('learning_modules_course_idx').on(t.courseId),
    index('learning_modules_parent_idx').on(t.parentId),
    index('learning_modules_company_idx').on(t.companyCode),
  ],
);

/** spec 2 §3 learning object component. */
export interface LearningObjectComponent {
  title: string;
  content?: string;
  referenceType?: string;
  objectType?: string;
  playerType?: string;
  vimeoLink?: string;
  thumbnail?: string;
  duration?: number;
  testCases?: { input: string; output: string; show: boolean }[];
  /** Coding: the languages offered (spec 2 §9: c, cpp, java, php), the first the default. */
  languages?: string[];
  /** Coding: the code the editor starts from, per language. */
  starterCode?: Partial<Record<string, string>>;
  /** Project: the instruction document's address (spec 3 §2 Career project). */
  document?: string;
}

export const learningObjects = pgTable(
  'learning_objects',
  {
    id: id(),
    companyCode: companyCode(),
    moduleId: ownerRef('module_id', () => learningModules.id),
    orderNo: integer('order_no').notNull(),
    kind: text('kind').$type<LearningObjectKind>().notNull(),
    title: text('title').notNull(),
    component: jsonb('component').$type<LearningObjectComponent>().notNull(),
    testId: looseRef('test_id', () => tests.id),
    isFree: boolean('is_free').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    isDisableReview: boolean('is_disable_review').notNull().default(false),
    evaluationRequired: boolean('evaluation_required').notNull().default(false),
    languageId: text('language_id'),
    retiredAt: retiredAt(),
  },
  (t) => [
    index('learning_objects_module_idx').on(t.moduleId),
    index('learning_objects_test_idx').on(t.testId),
    index('learning_objects_company_idx').on(t.companyCode),
  ],
);

/** What the demo seed last imported per company and content folder, so unchanged content is skipped. */
export const contentImports = pgTable(
  'content_imports',
  {
    companyCode: companyCode(),
    source: text('source').notNull(),
    hash: text('hash').notNull(),
    importedAt: timestampTz('imported_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.source] })],
);
