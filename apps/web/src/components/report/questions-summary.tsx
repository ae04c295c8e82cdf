import { Anchor, Stack, Table } from '@mantine/core';
import {
  answerAudioUrl,
  expectedAnswer,
  isAwaitingAssessment,
  resultOf,
  yourAnswer,
} from '@portico/contract/answers';
import type { LaunchItem, StudentTestItem, TestJson } from '@portico/contract/assessment';
import { HtmlContent } from '../html-content';
import { EssayNote } from './essay-note';
import classes from './questions-summary.module.css';
import { ReportTable } from './report-table';
import { ResultIcon } from './result-icon';

interface Row {
  number: number;
  item: LaunchItem;
  answer: StudentTestItem | undefined;
}

/** Every item in the order of the attempt, numbered through the test, with its saved answer. */
export function summaryRows(testJson: TestJson, studentTestItems: readonly StudentTestItem[]): Row[] {
  const answers = new Map(studentTestItems.map((answer) => [answer.itemId, answer]));
  return testJson.SectionResponse.flatMap((section) => section.ItemResponse).map((item, index) => ({
    number: index + 1,
    item,
    answer: answers.get(item.ItemID),
  }));
}

interface QuestionsSummaryProps {
  testJson: TestJson;
  studentTestItems: readonly StudentTestItem[];
}

/** spec 3 §2 questions summary: Q.No, question, Your Answer, Expected Answer, Result. */
export function QuestionsSummary({ testJson, studentTestItems }: QuestionsSummaryProps) {
  const rows = summaryRows(testJson, studentTestItems);
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

function SummaryRow({ number, item, answer }: Row) {
  const audio = answerAudioUrl(item, answer);
  return (
    <Table.Tr>
      <Table.Th scope="row" data-label="Q.No">
        {number}
      </Table.Th>
      <Table.Td data-label="Question">
        <HtmlContent html={item.Items} className={classes.question} />
      </Table.Td>
      <Table.Td data-label="Your Answer">
        <Stack gap={4} className={classes.answer}>
          <span>{yourAnswer(item, answer)}</span>
          {audio && (
            <Anchor href={audio} target="_blank" rel="noopener noreferrer" size="sm">
              Play recording<span className="visually-hidden"> of question {number}</span>
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
