import type { AttemptFeedback } from '@portico/contract/answer-feedback';
import { consoleFeedbackApi } from '@portico/contract/console-feedback';
import { queryOptions } from '@tanstack/react-query';
import { consoleData, consoleQuery } from './console-call';

/** While an answer is still being measured, the workspace asks again this often, for at most a minute. */
const POLL_MS = 1500;
const POLL_FOR_MS = 60_000;

/**
 * The instant feedback of an attempt's written and spoken answers (issue 41), beside the grading
 * workspace: asked again, as the student's report does, until every answer is measured.
 */
export const evaluationFeedbackQuery = (id: string) =>
  queryOptions({
    queryKey: ['console', 'evaluations', 'feedback', id] as const,
    queryFn: ({ signal }): Promise<AttemptFeedback> =>
      consoleData(consoleFeedbackApi.evaluation, { params: { id } }, signal),
    refetchInterval: (query) => {
      const pending = query.state.data?.answers.some((a) => a.state === 'pending');
      return pending && query.state.dataUpdateCount < POLL_FOR_MS / POLL_MS ? POLL_MS : false;
    },
  });

/** How each of the company's band estimate models agrees with its teachers (admins). */
export const bandModelsQuery = consoleQuery(['console', 'band-estimates'], consoleFeedbackApi.models, {});
