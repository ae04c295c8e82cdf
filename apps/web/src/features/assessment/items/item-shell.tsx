import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { needsEvaluation } from '@portico/contract/item-kinds';
import { questionTitle } from '@portico/contract/question-numbers';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { ItemMedia } from './item-media';
import classes from './items.module.css';
import { hasAnswer } from './response';
import { ESSAY_NOTE, VerdictBadge, verdictOf } from './review';
import type { ItemViewProps } from './types';

/** Types whose text holds the blanks: the view renders Items itself. */
const TEXT_IN_VIEW = new Set(['b', 'rf', 'f', 'drop', 'interactivedropdown']);

export const questionTitleId = (n: number) => `question-${n}-title`;

/** What every item shows around its answer: number, direction, question, media, and in review the verdict. */
export function ItemShell({ props, children }: { props: ItemViewProps; children: ReactNode }) {
  const { item, value, mode, result, questionNumber, lastNumber = questionNumber } = props;
  const review = mode === 'review';
  const answered = hasAnswer(item.ItemType, value);
  const awaiting = review && needsEvaluation(item.ItemType) && answered && result?.isCorrect == null;
  return (
    <Stack
      component="section"
      gap="sm"
      className={classes.item}
      aria-labelledby={questionTitleId(questionNumber)}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text
          component="h3"
          fw={700}
          size="md"
          id={questionTitleId(questionNumber)}
          className={classes.title}
        >
          {questionTitle({ first: questionNumber, last: lastNumber })}
        </Text>
        {review && (
          <Group gap="xs">
            {!awaiting && <VerdictBadge verdict={answered ? verdictOf(result?.isCorrect) : 'skipped'} />}
            {(result?.comments || result?.audioFeedBack) && (
              <Badge color="blue" variant="light" className={classes.verdict}>
                {result?.comments ? 'Comments' : 'Audio feedback'}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      {item.Direction && <HtmlContent html={item.Direction} className={classes.direction} />}
      {!TEXT_IN_VIEW.has(item.ItemType) && item.Items && (
        <HtmlContent html={item.Items} className={classes.question} />
      )}
      <ItemMedia item={item} questionNumber={questionNumber} audioPlayer={props.audioPlayer} />
      {children}
      {awaiting && (
        <Alert color="yellow" variant="light" role="status">
          {ESSAY_NOTE}
        </Alert>
      )}
      {review && result?.comments && (
        <div>
          <Text fw={600} size="sm">
            Faculty comments
          </Text>
          {/* Stored as escaped HTML paragraphs (the console's reply format), shown like the reports show them. */}
          <HtmlContent html={result.comments} />
        </div>
      )}
      {review && result?.audioFeedBack && (
        <div>
          <Text fw={600} size="sm" id={`${questionTitleId(questionNumber)}-audio-feedback`}>
            Faculty's audio feedback
          </Text>
          <audio
            controls
            preload="none"
            src={result.audioFeedBack}
            aria-labelledby={`${questionTitleId(questionNumber)}-audio-feedback`}
            style={{ maxWidth: '100%' }}
          >
            <track kind="captions" />
          </audio>
        </div>
      )}
      {review && item.Explanation && (
        <div className={classes.explanation}>
          <Text fw={600} size="sm">
            Explanation
          </Text>
          <HtmlContent html={item.Explanation} />
        </div>
      )}
    </Stack>
  );
}
