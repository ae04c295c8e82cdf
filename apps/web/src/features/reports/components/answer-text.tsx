import { yourAnswer } from '@portico/contract/answers';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { NotedText } from '../../../components/noted-text';

/**
 * The student's answer in a report's table: an essay in full, its paragraphs kept and the teacher's
 * inline comments marked in place (issue 40); any other answer as one line.
 */
export function AnswerText({
  item,
  answer,
  label,
}: {
  item: LaunchItem;
  answer: StudentTestItem | null | undefined;
  label: string;
}) {
  const notes = answer?.facultyNotes ?? [];
  const full = yourAnswer(item, answer, { full: true });
  if (notes.length === 0 && !full.includes('\n')) return <>{yourAnswer(item, answer)}</>;
  return <NotedText text={full} notes={notes} paragraphs listLabel={`Your teacher's comments on ${label}`} />;
}
