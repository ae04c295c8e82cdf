import { Paper, Table, Text, Title } from '@mantine/core';
import { answerAudioUrl, expectedAnswer, resultOf, yourAnswer } from '@portico/contract/answers';
import type { StudentTestItem, TestJson } from '@portico/contract/assessment';
import { useId } from 'react';
import { HtmlContent } from '../html-content';
import { summaryRows } from './questions-summary';
import { ResultIcon } from './result-icon';
import stacked from './stacked-table.module.css';

// spec 3 §8: a feedback cell without a recording.
export const NO_AUDIO = 'No audio file';

/**
 * spec 3 §2 Duolingo and CELPIP per-question table: Q.No, Expected Answer, Your Answer, the result
 * icon (Correct / InCorrect / Skipped), Faculty's Comments and Faculty's Feedback audio.
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
  const headingId = useId();
  const rows = summaryRows(testJson, studentTestItems);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">-</Text>
      ) : (
        <Table.ScrollContainer
          className={stacked.scroll}
          minWidth={760}
          type="native"
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
        >
          <Table striped verticalSpacing="sm" className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Q.No</Table.Th>
                <Table.Th scope="col">Expected Answer</Table.Th>
                <Table.Th scope="col">Your Answer</Table.Th>
                <Table.Th scope="col">Result</Table.Th>
                <Table.Th scope="col">Faculty's Comments</Table.Th>
                <Table.Th scope="col">Faculty's Feedback</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ number, item, answer }) => {
                const recording = answerAudioUrl(item, answer);
                return (
                  <Table.Tr key={item.ItemID}>
                    <Table.Th scope="row" data-label="Q.No">
                      {firstNumber + number - 1}
                    </Table.Th>
                    <Table.Td data-label="Expected Answer">{expectedAnswer(item) || '-'}</Table.Td>
                    <Table.Td data-label="Your Answer">
                      {yourAnswer(item, answer) || '-'}
                      {recording && (
                        <audio
                          controls
                          preload="none"
                          src={recording}
                          style={{ maxWidth: '100%', display: 'block' }}
                        >
                          <track kind="captions" />
                        </audio>
                      )}
                    </Table.Td>
                    <Table.Td data-label="Result">
                      <ResultIcon result={resultOf(item, answer)} incorrectTitle="InCorrect" />
                    </Table.Td>
                    <Table.Td data-label="Faculty's Comments">
                      {answer?.comments ? <HtmlContent html={answer.comments} /> : '-'}
                    </Table.Td>
                    <Table.Td data-label="Faculty's Feedback">
                      {answer?.audioFeedBack ? (
                        <audio
                          controls
                          preload="none"
                          src={answer.audioFeedBack}
                          style={{ maxWidth: '100%' }}
                        >
                          <track kind="captions" />
                        </audio>
                      ) : (
                        NO_AUDIO
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
