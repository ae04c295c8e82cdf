import { Anchor, Stack, Table } from '@mantine/core';
import { answerAudioUrl, expectedAnswer, isAwaitingAssessment, resultOf } from '@portico/contract/answers';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { LaunchItem, TestJson } from '@portico/contract/assessment-test-json';
import type { ExamProfile } from '@portico/contract/exam-profile';
import {
  numberText,
  type QuestionNumber,
  questionNumbers,
  questionTitle,
} from '@portico/contract/question-numbers';
import { HtmlContent } from '../../../components/html-content';
import { AnswerText } from './answer-text';
import { EssayNote } from './essay-note';
import classes from './questions-summary.module.css';
import { ReportTable } from './report-table';
import { ResultIcon } from './result-icon';

interface Row {
  numbers: QuestionNumber;
  item: LaunchItem;
  answer: StudentTestItem | undefined;
}

/**
 * Every item in the order of the attempt, numbered as its exam numbers it (question-numbers.ts:
 * through the test; IELTS by marks, each skill from 1), with its saved answer.
 */
export function summaryRows(
  testJson: TestJson,
  studentTestItems: readonly StudentTestItem[],
  exam: ExamProfile,
): Row[] {
  const answers = new Map(studentTestItems.map((answer) => [answer.itemId, answer]));
  const numbers = questionNumbers(testJson.SectionResponse, exam);
  return testJson.SectionResponse.flatMap((section) => section.ItemResponse).map((item, index) => ({
    numbers: numbers[index] as QuestionNumber,
    item,
    answer: answers.get(item.ItemID),
  }));
}

interface QuestionsSummaryProps {
  testJson: TestJson;
  studentTestItems: readonly StudentTestItem[];
  exam: ExamProfile;
}

/** spec 3 §2 questions summary: Q.No, question, Your Answer, Expected Answer, Result. */
export function QuestionsSummary({ testJson, studentTestItems, exam }: QuestionsSummaryProps) {
  const rows = summaryRows(testJson, studentTestItems, exam);
  return (
    <ReportTable
      title="Questions summary"
      columns={['Q.No', 'Question', 'Your Answer', 'Expected Answer', 'Result']}
      empty="No Data available"
      hasRows={rows.length > 0}
      minWidth={720}
    >
      {rows.map((row) => (
        <SummaryRow key={row.item.ItemID} {...row} />
      ))}
    </ReportTable>
  );
}

function SummaryRow({ numbers, item, answer }: Row) {
  const audio = answerAudioUrl(item, answer);
  return (
    <Table.Tr>
      <Table.Th scope="row" data-label="Q.No">
        {numberText(numbers)}
      </Table.Th>
      <Table.Td data-label="Question">
        <HtmlContent html={item.Items} className={classes.question} />
      </Table.Td>
      <Table.Td data-label="Your Answer">
        <Stack gap={4} className={classes.answer}>
          <span>
            <AnswerText item={item} answer={answer} label={questionTitle(numbers).toLowerCase()} />
          </span>
          {audio && (
            <Anchor href={audio} target="_blank" rel="noopener noreferrer" size="sm">
              Play recording
              <span className="visually-hidden"> of {questionTitle(numbers).toLowerCase()}</span>
            </Anchor>
          )}
          {isAwaitingAssessment(item, answer) && <EssayNote size="xs" />}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Expected Answer" className={classes.answer}>
        {expectedAnswer(item)}
      </Table.Td>
      <Table.Td data-label="Result">
        <ResultIcon result={resultOf(item, answer)} />
      </Table.Td>
    </Table.Tr>
  );
}
