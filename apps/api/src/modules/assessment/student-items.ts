import type { AnswerNote } from '@portico/contract/answer-notes';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import { describeCriteria } from '@portico/contract/evaluation-results';
import { examOf, rubricFor } from '@portico/contract/evaluation-rubrics';
import type { StudentTestRow } from './attempt.repository';
import type { TestContent } from './test-json';
import type { TrackRow } from './track.repository';

/**
 * Every item of the attempt in order, with the saved answer and, once ended, its score and the
 * faculty's comments and audio feedback on it.
 */
export function studentItems(
  content: TestContent,
  attempt: StudentTestRow,
  trackRows: TrackRow[],
  ended: boolean,
  evaluations: readonly {
    itemId: string;
    comments: string | null;
    audioFeedback: string | null;
    criteria?: Record<string, number>;
    notes?: AnswerNote[];
  }[],
): StudentTestItem[] {
  const byItem = new Map(trackRows.map((t) => [t.itemId, t]));
  const itemRows = new Map(content.items.map((i) => [i.id, i]));
  const exam = examOf(content.test);
  // The question's own rubric names its criteria (PTE's speaking tasks share keys, not ranges).
  const rubricOf = (itemId: string) => {
    const item = itemRows.get(itemId);
    const points = item?.points && item.points > 0 ? item.points : 1;
    const spoken = item?.itemType.startsWith('record-') ?? false;
    return rubricFor(exam, { spoken, taskIndex: 0, topic: item?.topicName ?? null, points });
  };
  const evaluationOf = new Map(evaluations.map((e) => [e.itemId, e]));
  const sections = [...content.sections].sort((a, b) => a.orderNo - b.orderNo);
  const out: StudentTestItem[] = [];
  let index = 0;
  for (const s of sections) {
    for (const itemId of attempt.itemOrder[s.id] ?? []) {
      const t = byItem.get(itemId);
      index++;
      out.push({
        itemId,
        sectionId: s.id,
        sectionName: s.title,
        questionIndex: index,
        selectedOptionId: t?.selectedOptionId ?? null,
        enteredText: t?.enteredText ?? null,
        inputResponses: t?.inputResponses ?? [],
        trackNumber: t?.trackNumber ?? 0,
        timeRemaining: t?.timeRemaining ?? null,
        timeTaken: t?.timeTaken ?? 0,
        marked: t?.marked ?? false,
        ...(ended
          ? {
              isCorrect: t?.isCorrect ?? null,
              points: t?.points ?? 0,
              negativePoints: t?.negativePoints ?? 0,
              parts: t?.parts ?? [],
              answered: t?.answered ?? false,
              comments: evaluationOf.get(itemId)?.comments ?? null,
              audioFeedBack: evaluationOf.get(itemId)?.audioFeedback ?? null,
              facultyCriteria: describeCriteria(
                evaluationOf.get(itemId)?.criteria ?? {},
                undefined,
                rubricOf(itemId),
              ),
              facultyNotes: evaluationOf.get(itemId)?.notes ?? [],
            }
          : {}),
      });
    }
  }
  return out;
}
