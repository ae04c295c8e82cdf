import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { EVALUATION_REASON_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import type { Correction } from '../hooks/use-correction';
import classes from './grading-bar.module.css';

/**
 * The foot of a released evaluation being corrected: why (the student is told), Release the
 * correction behind a confirmation, or Cancel to put the released grades back on the page.
 */
export function CorrectionBar({ correction, missing }: { correction: Correction; missing: string[] }) {
  const [confirming, setConfirming] = useState(false);
  const { reason, pending } = correction;
  const blocked = missing.length > 0 || reason.trim() === '';
  return (
    <div className={classes.bar}>
      <Textarea
        label="Why is it corrected? The student reads this."
        autosize
        minRows={1}
        maxRows={4}
        maxLength={EVALUATION_REASON_MAX_LENGTH}
        value={reason}
        onChange={(e) => correction.setReason(e.currentTarget.value)}
        style={{ flex: '1 1 20rem' }}
      />
      <Group gap="xs">
        <Button variant="default" onClick={correction.cancel} disabled={pending}>
          Cancel the correction
        </Button>
        <Button onClick={() => setConfirming(true)} loading={pending}>
          Release the correction
        </Button>
      </Group>
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title="Release this correction?">
        <Stack gap="sm">
          <Text size="sm">
            {missing.length > 0
              ? `Some criteria are not given: ${missing.join('; ')}.`
              : reason.trim() === ''
                ? 'Please say why the evaluation is corrected: the student is told.'
                : 'The student will see the corrected bands and comments in the report, and get a mail with your reason. The evaluation as it was released stays in the audit log.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              disabled={blocked}
              data-autofocus={blocked ? undefined : true}
              onClick={() => {
                correction.release();
                setConfirming(false);
              }}
            >
              Release the correction
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </div>
  );
}
