import { type AttemptFeedback, answerFeedbackApi } from '@portico/contract/answer-feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** While an answer is still being measured, the page asks again this often, for at most a minute. */
const POLL_MS = 1500;
const POLL_FOR_MS = 60_000;

export const feedbackQueryOptions = (studentTestId: string) =>
  queryOptions({
    queryKey: ['answer-feedback', studentTestId] as const,
    queryFn: ({ signal }): Promise<AttemptFeedback> =>
      callData(answerFeedbackApi.attempt, { query: { testId: studentTestId } }, { signal }),
    refetchInterval: (query) => {
      const pending = query.state.data?.answers.some((a) => a.state === 'pending');
      return pending && query.state.dataUpdateCount < POLL_FOR_MS / POLL_MS ? POLL_MS : false;
    },
  });

/** issue 41: the instant feedback of the student's ended attempt, asked again until every answer is measured. */
export const useAnswerFeedback = (studentTestId: string) => useQuery(feedbackQueryOptions(studentTestId));
