import type { EvaluationDraft } from '@portico/contract/console-evaluations-drafts';
import { answerResult, sectionResult } from '@portico/contract/evaluation-results';
import { examOf } from '@portico/contract/evaluation-rubrics';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { evaluationWork, itemEvaluations, studentTests } from '../db/schema';
import { seedId } from '../lib/seed-id';
import { AssessmentRepository } from '../modules/assessment/assessment.repository';
import { rescoreAttempt } from '../modules/assessment/attempt-scoring';
import { evaluableAnswers } from '../modules/console/evaluation-answers';
import { type AttemptSeed, seedAttempts } from './seed-attempts';
import type { SeedFiles } from './seed-files';

const HOUR = 3_600_000;
const FACULTY = 'faculty@portico.test';

const TASK1_ACADEMIC =
  'The table compares the number of visitors to five museums in 2005, 2012 and 2019. Overall, the Science Museum and the History Museum grew steadily, while the Art Gallery lost visitors after 2012. The Science Museum rose from 120 to 310 thousand visitors, the largest increase.';
const TASK2 =
  'Some people think that university students should pay the full cost of their studies. In my view, students should pay part of the cost, because they gain higher earnings later, but the state should cover the rest, since society as a whole benefits from educated citizens. Firstly, graduates earn more over their lives. Secondly, free places open universities to poorer families.';
const LETTER =
  'Dear Mr Patel,\nI am writing to complain about the noise from the building work next to my flat. Work starts at six in the morning and continues until late at night. I would be grateful if you could limit the work to normal hours.\nYours sincerely,\nAsha Verma';
const SWT =
  'Although urban agriculture has expanded quickly and gives cities fresh food and green space, it cannot replace rural farming because land in cities is scarce and expensive.';
const ESSAY =
  'Universities should prepare students for work, but not only for work. Employers want graduates who can think, write and solve problems, and these are exactly the skills a broad education gives. A narrow training course goes out of date quickly.';
const ISSUE =
  'A community gains more from investing in its public spaces than in private comfort, because parks and libraries serve everyone. However, the claim goes too far if it ignores housing, which is the foundation of a good life.';

type Spec = {
  seed: Omit<AttemptSeed, 'wrongEvery' | 'essays' | 'recordings'> & {
    essays: string[];
    recordings?: string[];
  };
  requestedHoursAgo: number;
  /** Saved by the demo faculty member, never released. */
  draft?: boolean;
  /** Released by the demo faculty member this many hours after the request. */
  releasedAfterHours?: number;
  /** The criteria each answer gets (in the rubric's order), when drafted or released. */
  grade?: number[][];
  comment?: string;
};

/**
 * The demo's Evaluations queue (CONSOLE.md): attempts sent for evaluation on the demo faculty's
 * courses in every state and age (waiting fresh, waiting overdue, a saved draft, released over the
 * last 30 days so turnaround shows), and one on a course they do not work on (GRE).
 */
const SPECS: Spec[] = [
  {
    seed: {
      key: 'eval-asha-academic-fresh',
      student: 'demo@portico.test',
      course: 'ielts-academic',
      object: 'mock-2',
      daysAgo: 1,
      minutes: 150,
      essays: [TASK1_ACADEMIC, TASK2],
    },
    requestedHoursAgo: 3,
  },
  {
    seed: {
      key: 'eval-neha-academic-overdue',
      student: 'access@portico.test',
      course: 'ielts-academic',
      object: 'mock-1',
      daysAgo: 4,
      minutes: 160,
      essays: [TASK1_ACADEMIC, TASK2],
      // A full mock: the Speaking test's six answers too, graded once for the test (issue 40).
      recordings: [
        'kavya-part1-home',
        'kavya-part1-study',
        'kavya-part1-transport',
        'kavya-part2-skill',
        'kavya-part3-schools',
        'kavya-part3-online',
      ],
    },
    requestedHoursAgo: 70,
  },
  {
    seed: {
      key: 'eval-neha-general-draft',
      student: 'access@portico.test',
      course: 'ielts-general',
      object: 'practice-writing-test-1',
      daysAgo: 2,
      minutes: 58,
      essays: [LETTER, TASK2],
    },
    requestedHoursAgo: 30,
    draft: true,
    grade: [
      [6, 6, 6, 5],
      [6, 6, 7],
    ],
    comment: 'Task 1: a clear purpose; add a closing request.',
  },
  {
    seed: {
      key: 'eval-asha-pte-waiting',
      student: 'demo@portico.test',
      course: 'pte',
      object: 'practice-speaking-writing-week-2-test-1',
      daysAgo: 2,
      minutes: 40,
      essays: [SWT, ESSAY],
    },
    requestedHoursAgo: 40,
  },
  {
    seed: {
      key: 'eval-asha-gre-waiting',
      student: 'demo@portico.test',
      course: 'gre',
      object: 'practice-writing-week-1-test-1',
      daysAgo: 1,
      minutes: 30,
      essays: [ISSUE],
    },
    requestedHoursAgo: 10,
  },
  {
    seed: {
      key: 'eval-asha-general-released',
      student: 'demo@portico.test',
      course: 'ielts-general',
      object: 'practice-writing-test-1',
      daysAgo: 12,
      minutes: 55,
      essays: [LETTER, TASK2],
    },
    requestedHoursAgo: 12 * 24 - 1,
    releasedAfterHours: 20,
    grade: [
      [7, 6, 6, 6],
      [7, 7, 6, 7],
    ],
    comment: 'A well-organised letter; in Task 2 give an example for each reason.',
  },
  {
    seed: {
      key: 'eval-neha-general-released',
      student: 'access@portico.test',
      course: 'ielts-general',
      object: 'mock-1',
      daysAgo: 6,
      minutes: 160,
      essays: [LETTER, TASK2],
    },
    requestedHoursAgo: 6 * 24 - 2,
    releasedAfterHours: 44,
    grade: [
      [6, 6, 5, 6],
      [6, 6, 6, 6],
    ],
    comment: 'Check your articles and plurals in both tasks.',
  },
  {
    seed: {
      key: 'eval-asha-pte-released',
      student: 'demo@portico.test',
      course: 'pte',
      // Week 2: the first week's test stays untaken for the journeys that start it.
      object: 'practice-speaking-writing-week-2-test-2',
      daysAgo: 20,
      minutes: 40,
      essays: [SWT, ESSAY],
    },
    requestedHoursAgo: 20 * 24 - 1,
    releasedAfterHours: 9,
    grade: [
      [2, 1, 2, 1],
      [2, 2, 2, 1, 2, 1, 2],
    ],
    comment: 'Keep the summary to one sentence with one main verb.',
  },
];

/** Seeds each attempt once (new attempts only: a later seed leaves the staff's work alone). */
export async function seedEvaluations(
  db: Db,
  companyCode: string,
  ids: { course: (key: string) => string; student: (email: string) => string },
  now: Date,
  files?: SeedFiles,
): Promise<void> {
  if (companyCode !== 'demo') return;
  const faculty = seedId(companyCode, 'staff', FACULTY);
  const repo = new AssessmentRepository(db);
  for (const spec of SPECS) {
    const id = seedId(companyCode, 'attempt', spec.seed.key);
    const [existing] = await db
      .select({ id: studentTests.id })
      .from(studentTests)
      .where(eq(studentTests.id, id));
    if (existing) continue;
    const seed = { ...spec.seed, wrongEvery: 0, recordings: spec.seed.recordings ?? [] };
    await seedAttempts(db, companyCode, [seed], ids, now, files);
    const requestedAt = new Date(now.getTime() - spec.requestedHoursAgo * HOUR);
    const [attempt] = await db
      .update(studentTests)
      .set({ evaluationStatus: 0, evaluationRequestedAt: requestedAt })
      .where(eq(studentTests.id, id))
      .returning();
    if (!attempt || !spec.grade) continue;
    const content = await repo.content.testContent(companyCode, attempt.testId, attempt);
    if (!content) continue;
    const answers = evaluableAnswers(content, attempt, await repo.tracks.tracksOf(id), examOf(content.test));
    const draft: EvaluationDraft = { answers: {}, overallComment: spec.comment ?? '' };
    answers.forEach((a, i) => {
      const values = spec.grade?.[i] ?? [];
      draft.answers[a.itemId] = {
        criteria: Object.fromEntries(a.rubric.criteria.map((c, j) => [c.key, values[j] ?? null])),
        comments: '',
        audioFileId: null,
        notes: [],
      };
    });
    // A draft was saved two hours after the request; a released evaluation last saved as it was released.
    const savedAt = new Date(
      requestedAt.getTime() + (spec.draft ? 2 : (spec.releasedAfterHours ?? 0)) * HOUR,
    );
    if (!spec.draft) await release(db, repo, { id, companyCode, faculty }, spec, answers, draft, savedAt);
    await db.insert(evaluationWork).values({
      studentTestId: id,
      companyCode,
      assigneeStaffId: faculty,
      draft,
      draftSavedAt: savedAt,
      draftSavedBy: faculty,
      ...(spec.draft ? {} : { releasedAt: savedAt, releasedBy: faculty }),
    });
  }
}

/** The teacher's released results: each answer's marks, the section bands and the rescored attempt. */
async function release(
  db: Db,
  repo: AssessmentRepository,
  attempt: { id: string; companyCode: string; faculty: string },
  spec: Spec,
  answers: ReturnType<typeof evaluableAnswers>,
  draft: EvaluationDraft,
  releasedAt: Date,
) {
  const { id, companyCode, faculty } = attempt;
  const results = answers.map((a) => ({
    a,
    r: answerResult(a.rubricOf, draft.answers[a.itemId]?.criteria ?? {}, a.points),
  }));
  const bands: Record<string, number> = {};
  for (const ref of new Set(answers.map((a) => a.referenceType))) {
    const list = results
      .filter((x) => x.a.referenceType === ref && x.r)
      .map((x) => ({ rubric: x.a.rubricOf.id, value: x.r?.value ?? 0 }));
    const band = sectionResult(list);
    if (band !== null) bands[ref] = band;
  }
  for (const { a, r } of results) {
    if (!r) throw new Error(`demo evaluation ${spec.seed.key}: question ${a.number} is not fully graded`);
    await db.insert(itemEvaluations).values({
      studentTestId: id,
      itemId: a.itemId,
      companyCode,
      staffId: faculty,
      score: r.itemScore,
      criteria: Object.fromEntries(
        Object.entries(draft.answers[a.itemId]?.criteria ?? {}).map(([k, v]) => [k, v ?? 0]),
      ),
      createdAt: releasedAt,
    });
  }
  const [released] = await db
    .update(studentTests)
    .set({
      evaluationStatus: 1,
      evaluatedBands: bands,
      comments: spec.comment ? `<p>${spec.comment}</p>` : null,
    })
    .where(eq(studentTests.id, id))
    .returning();
  if (released) await rescoreAttempt(repo, released);
}
