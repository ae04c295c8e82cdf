import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { REPO_ROOT } from '../config';
import type { Db } from '../db/client';
import { itemEvaluations, learningObjects, studentTests, tracks } from '../db/schema';
import { addDays } from '../lib/clock';
import { seedId } from '../lib/seed-id';
import { AssessmentRepository } from '../modules/assessment/assessment.repository';
import { rescoreAttempt } from '../modules/assessment/attempt-scoring';
import { blanksOf } from '../modules/assessment/scoring/item-keys';
import { contentIds, toScorableItem } from '../modules/content/content-mapper';
import type { ItemResponse, ScorableItem } from '../modules/items/item.types';
import { type SeedFiles, seedStoredFile } from './seed-files';

/**
 * A demo student's ended attempt (companies.json `home.attempts`), so the reports open with
 * something in them: every question answered right except every `wrongEvery`-th (a wrong choice, or
 * left unanswered where it is typed),
 * the essays as written, and, when `evaluation` is given, the teacher's bands and remarks.
 */
export const AttemptSeed = z.object({
  key: z.string(),
  student: z.string(),
  course: z.string(),
  /** The learning object (test card) key in the course's content. */
  object: z.string(),
  daysAgo: z.number().int().min(1),
  minutes: z.number().int().positive(),
  /** Every n-th answerable question is answered wrong or left out (0: none). */
  wrongEvery: z.number().int().nonnegative().default(0),
  /** The essays' texts, in the order of the test's essay questions. */
  essays: z.array(z.string()).default([]),
  /**
   * The spoken answers, in the order of the test's speaking questions: demo clips by name
   * (content/demo/media/speaking/<name>.ogg), stored as the student's recordings when the seed has
   * a file storage.
   */
  recordings: z.array(z.string()).default([]),
  evaluation: z
    .object({
      bands: z.record(z.string(), z.number()),
      remarks: z.string(),
      /** Per essay, in order: the teacher's score of it and comment. */
      essays: z.array(z.object({ score: z.number(), comments: z.string() })).default([]),
    })
    .optional(),
});
export type AttemptSeed = z.infer<typeof AttemptSeed>;

const CHOICE = new Set(['mcq', 'yesorno', 'dd-mcq', 'ssr', 'mca', 'mca-audio', 'multi-select']);
const ESSAY = new Set(['essay', 'essay-topic']);
const SPEAKING_CLIPS = path.join(REPO_ROOT, 'content/demo/media/speaking');

/**
 * Stores the seed's n-th spoken answer as the student's recording (an answer-audio file, as the
 * runner's upload leaves it) and answers its address; null without the clip or a storage.
 */
async function seedRecording(
  db: Db,
  files: SeedFiles | undefined,
  owner: { companyCode: string; studentId: string; at: Date },
  seed: AttemptSeed,
  n: number,
): Promise<string | null> {
  const name = seed.recordings[n];
  if (!name || !files) return null;
  const id = seedId(owner.companyCode, 'answer-audio', `${seed.key}/${n}`);
  const bytes = fs.readFileSync(path.join(SPEAKING_CLIPS, `${name}.ogg`));
  const file = { id, purpose: 'answer-audio' as const, fileName: `${name}.ogg`, at: owner.at };
  await seedStoredFile(db, files, owner, { ...file, contentType: 'audio/ogg', ext: 'ogg' }, bytes);
  return `/api/files/object/${id}`;
}

/** The right answer of an item from its key, for the types a demo answers; null for the others. */
export function rightResponse(item: ScorableItem): ItemResponse | null {
  const right = (options: ScorableItem['options']) => options.filter((o) => o.isCorrect);
  const accepted = (text: string | undefined) => (text ?? '').split('~')[0]?.trim() ?? '';
  if (CHOICE.has(item.itemType)) {
    const ids = right(item.options).map((o) => o.id);
    return ids.length > 0 ? { selectedOptionId: ids.join(',') } : null;
  }
  if (item.itemType === 'an' || item.itemType === 'ne') {
    const text = accepted(right(item.options)[0]?.text);
    return text ? { enteredText: text } : null;
  }
  if (item.itemType === 'b' || item.itemType === 'f') {
    return { inputResponses: blanksOf(item).map((b) => ({ value: accepted(right(b.options)[0]?.text) })) };
  }
  if (item.itemType === 'rf' || item.itemType === 'drop') {
    return { inputResponses: blanksOf(item).map((b) => ({ value: right(b.options)[0]?.id ?? '' })) };
  }
  return null;
}

/** A wrong answer to a one-answer choice (the first option that is not right); null for the others. */
export function wrongChoice(item: ScorableItem): ItemResponse | null {
  if (!CHOICE.has(item.itemType) || item.options.filter((o) => o.isCorrect).length !== 1) return null;
  const wrong = item.options.find((o) => !o.isCorrect);
  return wrong ? { selectedOptionId: wrong.id } : null;
}

type TestContent = NonNullable<Awaited<ReturnType<AssessmentRepository['content']['testContent']>>>;

/** Seeds each attempt once: an attempt is history, so seeding again leaves it as it is. */
export async function seedAttempts(
  db: Db,
  companyCode: string,
  seeds: readonly AttemptSeed[],
  ids: { course: (key: string) => string; student: (email: string) => string },
  now: Date,
  /** Where the spoken answers' clips go; without it the speaking questions are left unanswered. */
  files?: SeedFiles,
) {
  const repo = new AssessmentRepository(db);
  for (const seed of seeds) {
    const id = seedId(companyCode, 'attempt', seed.key);
    const [existing] = await db
      .select({ id: studentTests.id })
      .from(studentTests)
      .where(eq(studentTests.id, id));
    if (existing) continue;
    const courseId = ids.course(seed.course);
    const objectId = contentIds.object(companyCode, courseId, seed.object);
    const { testId, content, sections } = await attemptTest(db, repo, companyCode, seed, objectId);
    const itemOrder = Object.fromEntries(
      sections.map((s) => [
        s.id,
        content.items
          .filter((i) => i.sectionId === s.id)
          .sort((a, b) => a.orderNo - b.orderNo)
          .map((i) => i.id),
      ]),
    );
    const startedAt = addDays(now, -seed.daysAgo);
    const endedAt = new Date(startedAt.getTime() + seed.minutes * 60_000);
    const timeLimitSeconds = sections.reduce((sum, s) => sum + s.durationMinutes * 60, 0);
    const studentId = ids.student(seed.student);
    await db.insert(studentTests).values({
      id,
      companyCode,
      studentId,
      testId,
      courseId,
      learningObjectId: objectId,
      status: 'Completed',
      itemOrder,
      timeLimitSeconds,
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + timeLimitSeconds * 1000),
      endedAt,
      endedBy: 'student',
      evaluationStatus: seed.evaluation ? 1 : null,
      evaluationRequestedAt: seed.evaluation ? endedAt : null,
      evaluatedBands: seed.evaluation?.bands ?? {},
      remarks: seed.evaluation?.remarks ?? null,
      createdAt: startedAt,
    });
    const recording = (n: number) =>
      seedRecording(db, files, { companyCode, studentId, at: endedAt }, seed, n);
    await seedAnswers(db, { id, companyCode, studentId, startedAt }, seed, {
      content,
      sections,
      itemOrder,
      recording,
    });
    const [row] = await db.select().from(studentTests).where(eq(studentTests.id, id));
    if (row) await rescoreAttempt(repo, row);
  }
}

/** The test behind the seed's test card, with its sections in order. */
export async function attemptTest(
  db: Db,
  repo: AssessmentRepository,
  companyCode: string,
  seed: Pick<AttemptSeed, 'key' | 'object'>,
  objectId: string,
) {
  const [object] = await db
    .select({ testId: learningObjects.testId })
    .from(learningObjects)
    .where(and(eq(learningObjects.id, objectId), eq(learningObjects.companyCode, companyCode)));
  if (!object?.testId)
    throw new Error(`demo content: attempt ${seed.key} names unknown test card ${seed.object}`);
  const content = await repo.content.testContent(companyCode, object.testId);
  if (!content) throw new Error(`demo content: attempt ${seed.key}: test not found`);
  const sections = [...content.sections].sort((a, b) => a.orderNo - b.orderNo);
  return { testId: object.testId, content, sections };
}

/**
 * The attempt's answers in the order it showed its items: right ones (a wrong choice every
 * `wrongEvery`), the seed's essays, and the teacher's evaluation of each essay.
 */
async function seedAnswers(
  db: Db,
  attempt: { id: string; companyCode: string; studentId: string; startedAt: Date },
  seed: AttemptSeed,
  test: {
    content: TestContent;
    sections: TestContent['sections'];
    itemOrder: Record<string, string[]>;
    recording: (n: number) => Promise<string | null>;
  },
) {
  const { id, companyCode, studentId, startedAt } = attempt;
  const { content, sections, itemOrder } = test;
  let answerable = 0;
  let essay = 0;
  let spoken = 0;
  let trackNumber = 0;
  const byId = new Map(content.items.map((i) => [i.id, i]));
  for (const section of sections) {
    for (const itemId of itemOrder[section.id] ?? []) {
      const item = byId.get(itemId);
      if (!item) continue;
      const scorable = toScorableItem(
        item,
        content.options.filter((o) => o.itemId === itemId),
      );
      let response: ItemResponse | null = null;
      if (ESSAY.has(scorable.itemType)) {
        const text = seed.essays[essay];
        const evaluation = seed.evaluation?.essays[essay];
        essay++;
        if (!text) continue;
        response = { enteredText: text };
        if (evaluation) {
          await db.insert(itemEvaluations).values({ studentTestId: id, itemId, companyCode, ...evaluation });
        }
      } else if (scorable.itemType.startsWith('record-')) {
        const url = await test.recording(spoken++);
        if (!url) continue;
        response = { enteredText: url };
      } else {
        response = rightResponse(scorable);
        if (!response) continue;
        answerable++;
        if (seed.wrongEvery > 0 && answerable % seed.wrongEvery === 0) {
          // A wrong choice where there is one to make; a typed answer left out.
          response = wrongChoice(scorable);
          if (!response) continue;
        }
      }
      trackNumber++;
      await db.insert(tracks).values({
        studentTestId: id,
        itemId,
        companyCode,
        studentId,
        sectionId: section.id,
        trackNumber,
        selectedOptionId: response.selectedOptionId ?? null,
        enteredText: response.enteredText ?? null,
        inputResponses: (response.inputResponses ?? []).map((r) => ({ value: r.value ?? null })),
        timeTaken: 40,
        receivedAt: new Date(startedAt.getTime() + trackNumber * 40_000),
      });
    }
  }
}
