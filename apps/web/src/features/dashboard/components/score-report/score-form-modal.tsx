import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type Remark,
  ScoreReportMessages,
  type ScoreReportRecord,
  type ScoreReportRequest,
} from '@portico/contract/score-report';
import { useState } from 'react';
import { Dialog } from '../../../../components/dialog';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSubmitScoreReport } from '../../api/submit-score-report';
import { RemarksPanel } from './remarks-panel';
import { ScoreForm } from './score-form';

export const FORM_TITLE = 'IELTS Score Report';

interface ScoreFormModalProps {
  opened: boolean;
  onClose: () => void;
  record: ScoreReportRecord;
  remarks: Remark[];
}

/**
 * spec 1 §4 score submission: the form → confirm (OKAY / CANCEL) with the under-verification note →
 * the save. The remarks table and entry sit beside the form, below it on a phone.
 */
export function ScoreFormModal({ opened, onClose, record, remarks }: ScoreFormModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSubmitScoreReport();
  const [pending, setPending] = useState<ScoreReportRequest | null>(null);

  const confirm = () => {
    if (!pending) return;
    const payload = pending;
    setPending(null);
    save.mutate(payload, {
      onSuccess: (response) =>
        notify.show({ color: 'green', message: response.message ?? ScoreReportMessages.updated }),
      // spec 1 §8: the server message as an error toast.
      onError: (err) => notify.show({ color: 'red', message: errorMessage(err) }),
    });
  };

  return (
    <>
      <Dialog opened={opened} onClose={onClose} title={FORM_TITLE} size="72rem" fullScreen={Boolean(phone)}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <ScoreForm record={record} onSubmit={setPending} saving={save.isPending} />
          <RemarksPanel remarks={remarks} />
        </SimpleGrid>
      </Dialog>
      <Dialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Submit score report"
        size="sm"
      >
        <Text mb="lg">{ScoreReportMessages.underVerification} Do you want to submit it?</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setPending(null)}>
            CANCEL
          </Button>
          <Button onClick={confirm}>OKAY</Button>
        </Group>
      </Dialog>
    </>
  );
}
