import { Anchor, Group, Text } from '@mantine/core';
import type { EvaluationQuestion } from '@portico/contract/console-evaluations';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { evaluationQuestionsQuery } from '../api/evaluation-queue';
import { firstToGrade, questionPath } from '../utils/grading-question';
import { CardList } from './card-list';

/** One question: the test and which question, the start of its prompt, and how many answers wait. */
function Question({ question }: { question: EvaluationQuestion }) {
  const first = firstToGrade(question);
  const graded = question.attempts.length - question.ungraded;
  return (
    <>
      <Anchor
        component={Link}
        to={first ? questionPath(first, question.key) : '/console/evaluations'}
        fw={600}
        style={{ overflowWrap: 'anywhere' }}
      >
        {question.testTitle} — {question.name}
      </Anchor>
      {question.excerpt && (
        <Text size="sm" c="gray.8" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {question.excerpt}
        </Text>
      )}
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {question.ungraded} {question.ungraded === 1 ? 'answer waits' : 'answers wait'}
        </Text>
        {graded > 0 && (
          <Text size="sm" c="gray.7">
            · {graded} graded, not released yet
          </Text>
        )}
      </Group>
    </>
  );
}

/**
 * 'Grade by question' (issue 40): the questions of the waiting attempts with answers still to
 * grade (one essay prompt; IELTS Speaking as the test's Speaking), the one of the oldest request
 * first. Each opens the workspace on that question, to grade every student's answer to it in turn.
 */
export function EvaluationQuestionList() {
  const query = useQuery(evaluationQuestionsQuery);
  if (query.isPending) return <PageLoader label="Loading the questions…" />;
  if (query.isError) return <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>;
  const open = query.data.questions.filter((q) => q.ungraded > 0).map((q) => ({ ...q, id: q.key }));
  return (
    <>
      <Text size="sm" c="gray.8" mb="sm">
        Grade one prompt across every student before the next, as examiners do for consistency.
      </Text>
      {open.length === 0 ? (
        <Text>No answer waits to be graded.</Text>
      ) : (
        <CardList label="Questions to grade" items={open}>
          {(question) => <Question question={question} />}
        </CardList>
      )}
    </>
  );
}
