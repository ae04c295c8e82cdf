import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { FacultyCriteria as FacultyCriteriaData } from '@portico/contract/evaluation-results';
import { numberText, questionTitle } from '@portico/contract/question-numbers';
import type {
  AnalysisItem,
  AnalysisStudentItem,
  TestwiseAnalysisData,
} from '@portico/contract/test-analysis';
import { HtmlContent } from '../../../components/html-content';
import { NotedText } from '../../../components/noted-text';
import { EssayNote } from './essay-note';
import { NO_AUDIO } from './exam-questions-table';
import classes from './question-wise-report.module.css';
import { ReportTable } from './report-table';
import { ResultIcon } from './result-icon';

interface Row {
  /** The question's number(s) within the skill shown (IELTS numbers Reading 1-40 as Listening). */
  numbers: { first: number; last: number };
  item: AnalysisItem;
  answer: AnalysisStudentItem | undefined;
  /** The passage, on the first question that uses it (the next ones share it). */
  passage: string;
}

/** The questions of one skill (or all), each with the student's answer and the passage once. */
export function questionRows(data: TestwiseAnalysisData, referenceType: string | null): Row[] {
  const answers = new Map(data.studentItems.map((a) => [a.ItemID, a]));
  let lastPassage = '';
  // One skill's questions count from 1, each taking as many numbers as the test gives it (an IELTS
  // 'Choose TWO' two, question-numbers.ts); the whole test keeps the test's numbers.
  let next = 1;
  return data.jsonOutput.publishkananItemList
    .filter((item) => referenceType === null || item.ReferenceType === referenceType)
    .map((item) => {
      const passage = item.Passage && item.Passage !== lastPassage ? item.Passage : '';
      lastPassage = item.Passage || lastPassage;
      const first = referenceType === null ? item.QNo : next;
      const numbers = { first, last: first + item.QNoLast - item.QNo };
      next = numbers.last + 1;
      return { numbers, item, answer: answers.get(item.ItemID), passage };
    });
}

/** Longer than this, an answer is given the card's whole width on a phone. */
const LONG_ANSWER = 60;

const COLUMNS = ['Q.No', 'Question', 'Your Answer', 'Expected Answer', 'Result'];

const isEvaluated = (answer: AnalysisStudentItem | undefined) =>
  answer?.Result === 'awaiting' ||
  Boolean(answer?.facultyResponse || answer?.audioFeedBack || answer?.facultyCriteria);

/**
 * spec 2 §2 question-wise report (test-wise analysis): each question with the student's answer, the
 * right answers, the result and the solution; the teacher's comment and recorded feedback on
 * essays and recordings ('No audio file' when there is none).
 */
export function QuestionWiseReport({
  data,
  referenceType,
}: {
  data: TestwiseAnalysisData;
  referenceType: string | null;
}) {
  const rows = questionRows(data, referenceType);
  const withFaculty = rows.some((r) => isEvaluated(r.answer));
  return (
    <ReportTable
      title="Question-wise report"
      columns={[...COLUMNS, ...(withFaculty ? ["Faculty's Comments"] : [])]}
      empty="No Data available"
      hasRows={rows.length > 0}
      minWidth={760}
    >
      {rows.map((row) => (
        <QuestionRow key={row.item.ItemID} {...row} withFaculty={withFaculty} />
      ))}
    </ReportTable>
  );
}

function QuestionRow({ numbers, item, answer, passage, withFaculty }: Row & { withFaculty: boolean }) {
  const awaiting = answer?.Result === 'awaiting';
  // An essay or a long written answer reads across the whole card on a phone.
  const essay = (answer?.ResponseJSON.answer ?? '').length > LONG_ANSWER;
  return (
    <Table.Tr className={classes.row}>
      <Table.Th scope="row" data-label="Q.No">
        {numberText(numbers)}
      </Table.Th>
      <Table.Td data-label="Question">
        <Stack gap={4} className={classes.wide}>
          <HtmlContent html={item.Items} className={classes.question} />
          {passage && (
            <details className={classes.more}>
              <summary>Passage</summary>
              <HtmlContent html={passage} />
            </details>
          )}
          {item.Explanation && (
            <details className={classes.more}>
              <summary>Solution</summary>
              <HtmlContent html={item.Explanation} />
            </details>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Your Answer">
        <Stack gap={4} className={essay ? `${classes.answer} ${classes.wide}` : classes.answer}>
          {answer && (essay || answer.facultyNotes?.length) ? (
            <NotedText
              text={answer.ResponseJSON.answer}
              notes={answer.facultyNotes ?? []}
              paragraphs
              listLabel={`Your teacher's comments on ${questionTitle(numbers).toLowerCase()}`}
            />
          ) : (
            <span className={classes.text}>{answer?.ResponseJSON.answer ?? '-'}</span>
          )}
          {answer?.AudioURL && (
            <Anchor href={answer.AudioURL} target="_blank" rel="noopener noreferrer" size="sm">
              Play recording
              <span className="visually-hidden"> of {questionTitle(numbers).toLowerCase()}</span>
            </Anchor>
          )}
          {awaiting && <EssayNote size="xs" />}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Expected Answer" className={classes.answer}>
        {item.ExpectedAns || '-'}
      </Table.Td>
      <Table.Td data-label="Result">
        <ResultIcon result={answer?.Result ?? 'skipped'} />
      </Table.Td>
      {withFaculty && (
        <Table.Td data-label="Faculty's Comments">
          {isEvaluated(answer) ? <FacultyCell answer={answer} /> : '-'}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function FacultyCell({ answer }: { answer: AnalysisStudentItem | undefined }) {
  const files = (answer?.facultyFiles ?? '').split(',').filter((f) => f.trim() !== '');
  return (
    <Stack gap={4} className={classes.answer}>
      {answer?.facultyCriteria && <FacultyCriteria criteria={answer.facultyCriteria} />}
      {answer?.facultyResponse ? <HtmlContent html={answer.facultyResponse} /> : <span>-</span>}
      {answer?.audioFeedBack ? (
        <audio
          controls
          preload="none"
          src={answer.audioFeedBack}
          aria-label="Faculty's feedback"
          className={classes.audio}
        >
          <track kind="captions" />
        </audio>
      ) : (
        <Text size="sm" c="gray.7">
          {NO_AUDIO}
        </Text>
      )}
      {files.map((file, i) => (
        <Anchor key={file} href={file.trim()} target="_blank" rel="noopener noreferrer" size="sm">
          Faculty file {i + 1}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The teacher's band or score per criterion of the exam (CONSOLE.md Evaluations), and the answer's result. */
function FacultyCriteria({ criteria }: { criteria: FacultyCriteriaData }) {
  const ofMax = criteria.resultLabel === 'Band' ? '' : ` of ${criteria.max}`;
  return (
    <div>
      <Text size="sm" fw={700}>
        {criteria.resultLabel} {criteria.result}
        {ofMax}
      </Text>
      <ul aria-label={`${criteria.title} criteria`} style={{ margin: 0, paddingLeft: '1.1rem' }}>
        {criteria.criteria.map((c) => (
          <li key={c.key}>
            <Text span size="sm">
              {c.label}: {c.value}
              {criteria.resultLabel === 'Band' ? '' : ` of ${c.max}`}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
