import { rubricOf } from '@portico/contract/evaluation-criteria';
import { RUBRICS, type Rubric, type RubricId } from '@portico/contract/evaluation-rubrics';

/** A rubric by its stored id (answer_feedback.rubric_id); an answer scored in points reads as one 'Score'. */
export function rubricById(id: string): Rubric {
  return (
    RUBRICS[id as Exclude<RubricId, 'points'>] ??
    rubricOf('points', 'Score', 'Score', [{ key: 'score', label: 'Score', min: 0, max: 1, step: 0.5 }])
  );
}
