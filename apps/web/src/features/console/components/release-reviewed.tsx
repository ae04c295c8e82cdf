import { Button, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core';
import {
  consoleEvaluationsApi,
  type EvaluationQueueItem,
  type EvaluationReleasedMany,
  EvaluationMessages as M,
} from '@portico/contract/console-evaluations';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { consoleData, useConsoleMutation } from '../api/console-call';
import { useConsoleMember } from './console-shell';

/**
 * Review before release (issue 40): an administrator releases the reviewed evaluations of the queue
 * together, each its own act; those that could not be released are named with why.
 */
export function ReleaseReviewed({ items }: { items: EvaluationQueueItem[] }) {
  const member = useConsoleMember();
  const reviewed = items.filter((i) => i.state === 'reviewed');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<EvaluationReleasedMany | null>(null);
  const send = useConsoleMutation(
    (ids: string[]) => consoleData(consoleEvaluationsApi.releaseMany, { body: { ids } }),
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: ['console', 'evaluations'] }),
  );
  if (member.role !== 'admin' || (reviewed.length === 0 && !result)) return null;
  const start = () => {
    setChosen(reviewed.map((i) => i.id));
    setResult(null);
    setOpen(true);
  };
  const release = () =>
    send.mutate(chosen, {
      onSuccess: (data) => {
        setResult(data);
        setOpen(false);
      },
    });
  return (
    <Stack gap="xs">
      {result && <Outcome result={result} />}
      {reviewed.length > 0 && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between">
            <Text size="sm">
              {reviewed.length === 1
                ? 'One reviewed evaluation is'
                : `${reviewed.length} reviewed evaluations are`}{' '}
              ready to release.
            </Text>
            <Button size="compact-md" onClick={start}>
              Release the reviewed…
            </Button>
          </Group>
        </Paper>
      )}
      <Dialog opened={open} onClose={() => setOpen(false)} title="Release the reviewed evaluations?">
        <Stack gap="sm">
          <Text size="sm">Each student sees their evaluation in the report and gets a mail.</Text>
          <Checkbox.Group value={chosen} onChange={setChosen} label="Evaluations to release">
            <Stack gap={4} mt={4}>
              {reviewed.map((i) => (
                <Checkbox key={i.id} value={i.id} label={`${i.student.name} · ${i.testTitle}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          {send.isError && <StatusAlert tone="error">{errorMessage(send.error, 'Not released')}</StatusAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={release} loading={send.isPending} disabled={chosen.length === 0}>
              Release {chosen.length}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}

function Outcome({ result }: { result: EvaluationReleasedMany }) {
  return (
    <>
      {result.released.length > 0 && (
        <StatusAlert tone="success">{M.releasedMany(result.released.length)}</StatusAlert>
      )}
      {result.problems.length > 0 && (
        <StatusAlert tone="error" title="Not released">
          <List size="sm">
            {result.problems.map((p) => (
              <List.Item key={p.id}>
                {p.name || 'An evaluation'}: {p.message}
              </List.Item>
            ))}
          </List>
        </StatusAlert>
      )}
    </>
  );
}
