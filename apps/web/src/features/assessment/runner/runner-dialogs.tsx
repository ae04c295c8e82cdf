import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { SAVING_RECORDING, SavingButton } from './saving-button';

/** A dialog the student answers; closing it is the way back. */
const answerable = (opened: boolean, onClose: () => void) =>
  ({ opened, onClose, closeButtonProps: { 'aria-label': 'Close' }, centered: true }) as const;

/** A dialog that stays until the test moves on: nothing the student does closes it. */
const held = (opened: boolean) =>
  ({
    opened,
    onClose: () => {},
    withCloseButton: false,
    closeOnClickOutside: false,
    closeOnEscape: false,
    centered: true,
  }) as const;

/** Moving to the next section of a sectional test closes this one (spec 3 §2). */
export function NextSectionDialog({
  opened,
  sectionTitle,
  onStay,
  onNext,
}: {
  opened: boolean;
  sectionTitle: string;
  onStay: () => void;
  onNext: () => void;
}) {
  return (
    <Modal {...answerable(opened, onStay)} title="Next Section">
      <Stack>
        <Text>Once you move on, you cannot come back to {sectionTitle}.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay}>
            Stay in this section
          </Button>
          <Button onClick={onNext}>Next Section</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SubmitDialog({
  opened,
  unanswered,
  total,
  saving,
  unsavedRecording,
  onBack,
  onSubmit,
}: {
  opened: boolean;
  unanswered: number;
  total: number;
  /** A recording is being finished and uploaded before the test ends. */
  saving: boolean;
  /** A recording could not be uploaded: the student decides whether to submit without it. */
  unsavedRecording: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  return (
    <Modal
      {...answerable(opened, saving ? () => {} : onBack)}
      withCloseButton={!saving}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      title="Submit Test"
    >
      <Stack>
        {unsavedRecording ? (
          <Alert color="yellow" role="alert" title="Your recording has not been saved yet. Submit anyway?">
            It is kept on this device and will be uploaded when the connection returns. A test submitted now
            ends without it.
          </Alert>
        ) : (
          <Text>
            {unanswered === 0
              ? 'You have answered every question.'
              : unanswered === 1
                ? `1 of ${total} questions is not answered.`
                : `${unanswered} of ${total} questions are not answered.`}{' '}
            Once submitted, answers cannot be changed.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={saving}>
            Back to the test
          </Button>
          <SavingButton saving={saving} onClick={onSubmit}>
            {unsavedRecording ? 'Submit anyway' : 'Submit Test'}
          </SavingButton>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Another tab or device holds the test (decision 011): this one waits until the student continues here. */
export function OpenElsewhereDialog({
  opened,
  takingBack,
  error,
  onContinue,
}: {
  opened: boolean;
  takingBack: boolean;
  error: string | null;
  onContinue: () => void;
}) {
  return (
    <Modal {...held(opened)} title="This test is open elsewhere">
      <Stack>
        <Text>
          You opened this test in another tab or on another device. A test is answered in one place at a time,
          so answers given here are not saved until you continue here.
        </Text>
        <Text>
          If you continue here, the answers you gave in this tab that are not yet saved are kept, and the
          other tab or device stops.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onContinue} loading={takingBack}>
            Continue here
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SubmittingDialog({
  opened,
  timeUp,
  savingRecording,
  problem,
}: {
  opened: boolean;
  timeUp: boolean;
  /** A recording is being finished and uploaded first. */
  savingRecording: boolean;
  /** Why the saving takes longer (no connection): it is tried again until it goes through. */
  problem: string | null;
}) {
  return (
    <Modal {...held(opened)} title={timeUp ? 'Time is up' : 'Submitting your test'}>
      <Stack>
        <Group>
          <Loader size="sm" aria-hidden />
          <Text role="status">{savingRecording ? SAVING_RECORDING : 'Saving your answers…'}</Text>
        </Group>
        {problem && (
          <Alert color="yellow" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
