import { Table } from '@mantine/core';
import { answerAudioUrl, expectedAnswer, resultOf, yourAnswer } from '@portico/contract/answers';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { TestJson } from '@portico/contract/assessment-test-json';
import { examProfileOf } from '@portico/contract/exam-profile';
import { HtmlContent } from '../../../components/html-content';
import { AnswerText } from './answer-text';
import { summaryRows } from './questions-summary';
import { ReportTable } from './report-table';
import { ResultIcon } from './result-icon';

// spec 3 §8: a feedback cell without a recording.
export const NO_AUDIO = 'No audio file';

const COLUMNS = [
  'Q.No',
  'Expected Answer',
  'Your Answer',
  'Result',
  "Faculty's Comments",
  "Faculty's Feedback",
];

/**
 * spec 3 §2 Duolingo and CELPIP per-question table: Q.No, Expected Answer, Your Answer, the result
 * icon (Correct / Incorrect / Skipped), Faculty's Comments and Faculty's Feedback audio.
 */
export function ExamQuestionsTable({
  title,
  testJson,
  studentTestItems,
  firstNumber = 1,
}: {
  title: string;
  testJson: TestJson;
  studentTestItems: readonly StudentTestItem[];
  firstNumber?: number;
}) {
  const rows = summaryRows(testJson, studentTestItems, examProfileOf(testJson.testTemplate));
  return (
    <ReportTable title={title} columns={COLUMNS} hasRows={rows.length > 0} minWidth={760}>
      {rows.map(({ numbers, item, answer }) => {
        const recording = answerAudioUrl(item, answer);
        return (
          <Table.Tr key={item.ItemID}>
            <Table.Th scope="row" data-label="Q.No">
              {firstNumber + numbers.first - 1}
            </Table.Th>
            <Table.Td data-label="Expected Answer">{expectedAnswer(item) || '-'}</Table.Td>
            <Table.Td data-label="Your Answer">
              {yourAnswer(item, answer) ? (
                <AnswerText
                  item={item}
                  answer={answer}
                  label={`question ${firstNumber + numbers.first - 1}`}
                />
              ) : (
                '-'
              )}
              {recording && (
                <audio controls preload="none" src={recording} style={{ maxWidth: '100%', display: 'block' }}>
                  <track kind="captions" />
                </audio>
              )}
            </Table.Td>
            <Table.Td data-label="Result">
              <ResultIcon result={resultOf(item, answer)} />
            </Table.Td>
            <Table.Td data-label="Faculty's Comments">
              {answer?.comments ? <HtmlContent html={answer.comments} /> : '-'}
            </Table.Td>
            <Table.Td data-label="Faculty's Feedback">
              {answer?.audioFeedBack ? (
                <audio controls preload="none" src={answer.audioFeedBack} style={{ maxWidth: '100%' }}>
                  <track kind="captions" />
                </audio>
              ) : (
                NO_AUDIO
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ReportTable>
  );
}
