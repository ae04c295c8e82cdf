import { Stack, Text, Title } from '@mantine/core';
import {
  CODE_MAX_BYTES,
  type CodingContent,
  type CodingLanguage,
  CodingMessages,
  type CodingRunRequest,
} from '@portico/contract/coding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { ApiError, isSessionExpired } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { getCodingContent, runCode } from './api/coding';
import { CodePanel } from './code-panel';
import { ExerciseTask } from './exercise-task';
import { RunResults } from './run-results';
import { CODING_TEXTS, runErrorMessage } from './texts';
import { useExerciseCode } from './use-exercise-code';

type Props = {
  /** The learning object (of kind Coding). */
  id: string;
  /** The language a lesson's shortcode asks for (used when the student has not run code yet). */
  language?: CodingLanguage;
  /** Shown where nothing else names the exercise (in a lesson, not in the topic's own view). */
  showTitle?: boolean;
  /** A run passed every case and completed the exercise. */
  onCompleted?: () => void;
  /** A run left the exercise in progress. */
  onStarted?: () => void;
};

export const codingContentKey = (companyCode: string, id: string) => ['coding-content', companyCode, id];

/**
 * spec 2 §4 Coding: the task and its visible cases, the code in the chosen language, Run, and what
 * each case gave. Programs run on Portico's server (decision 025); a run that passes every case
 * completes the exercise.
 */
export function CodingExercise({ id, language, showTitle = false, onCompleted, onStarted }: Props) {
  const { companyCode } = useCompany();
  const content = useQuery({
    queryKey: codingContentKey(companyCode, id),
    queryFn: ({ signal }) => getCodingContent(id, companyCode, signal),
  });

  if (content.isError) {
    if (isSessionExpired(content.error)) return null;
    const error = content.error;
    const detail = error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : null;
    return (
      <StatusAlert tone="error" title={CodingMessages.loadFailed}>
        {detail && detail !== CodingMessages.loadFailed ? detail : null}
      </StatusAlert>
    );
  }
  if (!content.data) return <Text c="dimmed">{CODING_TEXTS.loading}</Text>;
  return (
    <Workspace
      key={id}
      id={id}
      content={content.data}
      requested={language}
      showTitle={showTitle}
      onCompleted={onCompleted}
      onStarted={onStarted}
    />
  );
}

type WorkspaceProps = Omit<Props, 'language'> & { content: CodingContent; requested?: CodingLanguage };

function Workspace({ id, content, requested, showTitle = false, onCompleted, onStarted }: WorkspaceProps) {
  const { companyCode } = useCompany();
  const queryClient = useQueryClient();
  const code = useExerciseCode(id, content, requested);
  const [invalid, setInvalid] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: (request: CodingRunRequest) => runCode(request),
    onSuccess: (result, request) => {
      code.ran(request.language, request.code);
      // The run is the student's saved code now: opening the exercise again shows it.
      queryClient.setQueryData<CodingContent>(codingContentKey(companyCode, id), (old) =>
        old
          ? {
              ...old,
              savedCode: { ...old.savedCode, [request.language]: request.code },
              lastLanguage: request.language,
              objectStatus: result.objectStatus,
            }
          : old,
      );
      if (result.completedNow) onCompleted?.();
      else if (result.objectStatus === 'InProgress') onStarted?.();
    },
  });

  const start = () => {
    if (run.isPending) return;
    const problem = !code.code.trim()
      ? CodingMessages.codeRequired
      : new TextEncoder().encode(code.code).length > CODE_MAX_BYTES
        ? CodingMessages.codeTooLong
        : null;
    setInvalid(problem);
    if (problem) return;
    run.mutate({ id, language: code.language, code: code.code });
  };

  const error = invalid ?? (run.isError && !isSessionExpired(run.error) ? runErrorMessage(run.error) : null);
  return (
    <Stack gap="md">
      <ExerciseTask content={content} showTitle={showTitle} />
      <CodePanel
        language={code.language}
        languages={code.offered}
        onLanguage={code.setLanguage}
        code={code.code}
        onCode={code.setCode}
        onReset={code.reset}
        onRun={start}
        running={run.isPending}
      />
      {error && <StatusAlert tone="error">{error}</StatusAlert>}
      <Stack
        component="section"
        gap="sm"
        aria-label={CODING_TEXTS.results}
        aria-live="polite"
        aria-busy={run.isPending}
      >
        {run.isPending && (
          <Text size="sm" c="dimmed">
            {CODING_TEXTS.running}
          </Text>
        )}
        {run.data && (
          <>
            <Title order={showTitle ? 4 : 3} fz="md">
              {CODING_TEXTS.results}
            </Title>
            {run.data.completedNow && <StatusAlert tone="success">{CODING_TEXTS.completed}</StatusAlert>}
            <RunResults result={run.data} level={showTitle ? 5 : 4} />
          </>
        )}
      </Stack>
    </Stack>
  );
}
