import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';

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
    <Modal opened={opened} onClose={onStay} title="Next Section" centered>
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
  onBack,
  onSubmit,
}: {
  opened: boolean;
  unanswered: number;
  total: number;
  onBack: () => void;
  onSubmit: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onBack} title="Submit Test" centered>
      <Stack>
        <Text>
          {unanswered === 0
            ? 'You have answered every question.'
            : unanswered === 1
              ? `1 of ${total} questions is not answered.`
              : `${unanswered} of ${total} questions are not answered.`}{' '}
          Once submitted, answers cannot be changed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            Back to the test
          </Button>
          <Button onClick={onSubmit}>Submit Test</Button>
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
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="This test is open elsewhere"
    >
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

export function SubmittingDialog({ opened, timeUp }: { opened: boolean; timeUp: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={timeUp ? 'Time is up' : 'Submitting your test'}
    >
      <Group>
        <Loader size="sm" aria-hidden />
        <Text role="status">Saving your answers…</Text>
      </Group>
    </Modal>
  );
}
