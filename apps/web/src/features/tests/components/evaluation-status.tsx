import { Button, Group, Text } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { useState } from 'react';
import { LaterModal } from '../../../components/later-modal';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { evaluationState, TEXTS } from '../../learning/public';
import { useRequestEvaluation } from '../api/request-evaluation';

interface EvaluationStatusProps {
  object: LearningObject;
  courseId: string;
  /** The cached list that holds the object. */
  listKey: readonly unknown[];
}

/** spec 2 §4 Evaluation and §5: the request asks first in a dialog that cannot be dismissed. */
export function EvaluationStatus({ object, courseId, listKey }: EvaluationStatusProps) {
  const [confirming, setConfirming] = useState(false);
  const request = useRequestEvaluation(listKey);
  const state = evaluationState(object);
  if (!state) return null;
  if (state === 'pending') return <Text size="sm">{TEXTS.evaluationPending}</Text>;
  if (state === 'completed') return <Text size="sm">{TEXTS.evaluationCompleted}</Text>;

  const confirm = () => {
    if (!object.testId) return;
    request.mutate(
      { courseId, groupId: object.id, testId: object.testId },
      {
        onSuccess: (response) => {
          if (response.message) notify.show({ color: 'green', message: response.message });
        },
        onError: (error) => {
          if (!isSessionExpired(error)) {
            notify.show({ color: 'red', message: errorMessage(error, TEXTS.launchFailure) });
          }
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <>
      <Button variant="light" size="sm" onClick={() => setConfirming(true)}>
        {TEXTS.requestEvaluation}
      </Button>
      <LaterModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={TEXTS.confirmTitle}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        centered
        radius="lg"
      >
        <Text mb="lg">{TEXTS.confirmMessage}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={request.isPending}>
            {TEXTS.no}
          </Button>
          <Button onClick={confirm} loading={request.isPending}>
            {TEXTS.yes}
          </Button>
        </Group>
      </LaterModal>
    </>
  );
}
