import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import { gradingUnits, questionName, unitGraded, unitKey } from '@portico/contract/evaluation-grading';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { evaluationQuestionsQuery } from '../api/evaluation-queue';
import type { EvaluationForm } from '../utils/evaluation-form';
import { type QuestionPlace, questionPlace } from '../utils/grading-question';

/** The workspace graded by question (issue 40): one question of the attempt, and the way through its attempts. */
export interface GradingQuestion {
  /** The question's key (`?question=` of the address; evaluation-grading.ts `unitKey`). */
  key: string;
  /** 'IELTS Academic Mock Test 1 — Question 2 (Writing)'. */
  name: string;
  /** The question's answers in this attempt; null when the attempt holds no answer to it. */
  unit: EvaluationDetail['answers'] | null;
  /** Null until the questions have come, or once none waits any more. */
  place: QuestionPlace | null;
  /** This attempt's answer to it has every criterion (as the page holds it). */
  graded: boolean;
  /** The key of the one question the page shows; null: the whole attempt (asked for, or no answer to it). */
  shown: string | null;
  /** The teacher asked to see the whole attempt. */
  whole: boolean;
  setWhole: (whole: boolean) => void;
}

/**
 * Grading by question: the address names the question (`/console/evaluations/:id?question=<key>`);
 * the questions of the waiting attempts tell where this attempt stands among those holding it.
 * Null when the workspace grades the attempt as a whole.
 */
export function useGradingQuestion(detail: EvaluationDetail, form: EvaluationForm): GradingQuestion | null {
  const [params] = useSearchParams();
  const key = params.get('question');
  const [whole, setWhole] = useState(false);
  const questions = useQuery({ ...evaluationQuestionsQuery, enabled: key !== null });
  if (key === null) return null;
  const unit = gradingUnits(detail.answers).find((u) => unitKey(u, detail.test.id) === key) ?? null;
  const question = questions.data?.questions.find((q) => q.key === key) ?? null;
  const title = question?.testTitle ?? detail.test.title;
  const name = question?.name ?? (unit ? questionName(unit) : 'a question');
  return {
    key,
    name: `${title} — ${name}`,
    unit,
    place: question ? questionPlace(question, detail.item) : null,
    graded: unit !== null && unitGraded(unit, form.answers),
    shown: unit && !whole ? key : null,
    whole,
    setWhole,
  };
}
