import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { LaunchData, StudentTestItem } from '@portico/contract/assessment-launch';
import { questionTitle } from '@portico/contract/question-numbers';
import { useEffect, useMemo, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { AddToDeck } from '../../review/public';
import { ItemView } from '../items/item-view';
import { emptyResponse, hasAnswer } from '../items/response';
import type { ResponseValue } from '../items/types';
import { clearAnnotationsFor } from '../tools/annotations/use-annotations';
import { type PaletteVerdict, QuestionPalette } from './question-palette';
import { questionsOf, type RunnerQuestion, restoreAttempt } from './restore';
import classes from './runner.module.css';

interface ReviewRunnerProps {
  data: LaunchData;
  /** spec 3 §2: End Review returns from review mode to the report. */
  onEndReview: () => void;
}

/** Review mode: every question read-only with the student's answer and the correct one. */
export function ReviewRunner({ data, onEndReview }: ReviewRunnerProps) {
  const questions = useMemo(() => questionsOf(data), [data]);
  const answers = useMemo(
    () => restoreAttempt(questions, data.studentTestItems, []).responses,
    [questions, data],
  );
  const results = useMemo(() => new Map(data.studentTestItems.map((i) => [i.itemId, i])), [data]);
  // The test has ended: the notes kept on this device for its passages go (also when it ended elsewhere).
  useEffect(() => clearAnnotationsFor(data.testData.studentTestId), [data.testData.studentTestId]);
  const [index, setIndex] = useState(0);
  const question = questions[index];
  if (!question) {
    return (
      <Stack p="xl" align="center">
        <Text>This test has no questions.</Text>
        <Button onClick={onEndReview}>End Review</Button>
      </Stack>
    );
  }
  const result = results.get(question.item.ItemID);
  const answered = (itemId: string) => {
    const q = questions.find((x) => x.item.ItemID === itemId);
    return !!q && hasAnswer(q.item.ItemType, answers[itemId] ?? emptyResponse());
  };
  // The navigator says right or wrong, not only answered (decision 021); a teacher's answer awaits.
  const verdict = (itemId: string): PaletteVerdict => {
    if (!answered(itemId)) return 'skipped';
    const isCorrect = results.get(itemId)?.isCorrect;
    return isCorrect === true ? 'correct' : isCorrect === false ? 'incorrect' : 'awaiting';
  };

  return (
    <div className={classes.runner}>
      <header className={classes.header}>
        <div className={classes.title}>
          <Title order={1} size="h4" lineClamp={1}>
            {data.testJson.Name}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={1}>
            Review · {question.section.SectionTitle}
          </Text>
        </div>
        <Badge variant="light">Review mode</Badge>
        <Button onClick={onEndReview}>End Review</Button>
      </header>
      <ReviewQuestion
        question={question}
        value={answers[question.item.ItemID] ?? emptyResponse()}
        result={result}
      />
      <footer className={classes.footer}>
        <Button variant="default" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <QuestionPalette
          questions={questions}
          currentIndex={index}
          answered={answered}
          verdict={verdict}
          onGo={setIndex}
        />
        <Group gap="xs">
          <Button onClick={() => setIndex(index + 1)} disabled={index === questions.length - 1}>
            Next
          </Button>
        </Group>
      </footer>
    </div>
  );
}

interface ReviewQuestionProps {
  question: RunnerQuestion;
  /** The student's answer. */
  value: ResponseValue;
  result: StudentTestItem | undefined;
}

/** The question read-only beside its passage, with its section's recording to play again. */
function ReviewQuestion({ question, value, result }: ReviewQuestionProps) {
  const passage = question.item.Passage && !['ssr', 'highlight'].includes(question.item.ItemType);
  return (
    <main className={`${classes.body} ${passage ? classes.withPassage : ''}`}>
      {passage && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the passage scrolls on its own; WCAG 2.1.1 needs a scrollable region reachable by keyboard.
        <section className={classes.passage} aria-label="Passage" tabIndex={0}>
          <AddToDeck>
            <HtmlContent html={question.item.Passage} />
          </AddToDeck>
        </section>
      )}
      <section
        className={classes.question}
        aria-label={`${questionTitle(question.numbers)} of ${question.numbers.of}`}
      >
        <Stack gap="sm">
          {question.section.AudioUrl && (
            <audio
              key={question.section.QuestionPaperSectionID}
              controls
              preload="none"
              src={question.section.AudioUrl}
              aria-label={`${question.section.SectionTitle} recording`}
            />
          )}
          <ItemView
            item={question.item}
            value={value}
            onChange={() => {}}
            mode="review"
            result={result}
            questionNumber={question.numbers.first}
            lastNumber={question.numbers.last}
          />
        </Stack>
      </section>
    </main>
  );
}
