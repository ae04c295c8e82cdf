import { Button, Group, Text } from '@mantine/core';
import { ScoreReportMessages } from '@portico/contract/score-report';
import { Dialog } from '../../../../components/dialog';

interface ProbeModalProps {
  opened: boolean;
  onInterested: () => void;
  onNotInterested: () => void;
}

/** spec 1 §2: 'Have you taken the actual IELTS?' — Interested opens the form, Not Interested closes. */
export function ProbeModal({ opened, onInterested, onNotInterested }: ProbeModalProps) {
  return (
    <Dialog opened={opened} onClose={onNotInterested} title={ScoreReportMessages.probe}>
      <Text mb="lg">
        Submit your actual IELTS score report. Once it is verified you get free access to our French course.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onNotInterested}>
          Not Interested
        </Button>
        <Button onClick={onInterested}>Interested</Button>
      </Group>
    </Dialog>
  );
}
