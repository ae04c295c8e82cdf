import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { numberText } from '@portico/contract/question-numbers';
import type { RunnerQuestion } from '../runner/restore';

interface ReviewScreenProps {
  opened: boolean;
  /** The questions of the section shown, in order. */
  questions: readonly RunnerQuestion[];
  answered: (itemId: string) => boolean;
  marked: (itemId: string) => boolean;
  currentItemId: string;
  onGo: (question: RunnerQuestion) => void;
  onClose: () => void;
}

/**
 * GRE's Review screen (EXAM-PROFILES.md): every question of the section with whether it is answered
 * and marked, and a way to go to any of them; Return goes back to the question shown.
 */
export function ReviewScreen({
  opened,
  questions,
  answered,
  marked,
  currentItemId,
  onGo,
  onClose,
}: ReviewScreenProps) {
  const answeredCount = questions.filter((q) => answered(q.item.ItemID)).length;
  const markedCount = questions.filter((q) => marked(q.item.ItemID)).length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Review"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the review' }}
    >
      <Text size="sm" mb="sm">
        {answeredCount} of {questions.length} answered, {questions.length - answeredCount} not answered,{' '}
        {markedCount} marked.
      </Text>
      <Table striped verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Question</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Marked</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((q) => (
            <Table.Tr key={q.item.ItemID} aria-current={q.item.ItemID === currentItemId ? 'step' : undefined}>
              <Table.Th scope="row">
                <Button size="compact-sm" variant="subtle" onClick={() => onGo(q)}>
                  Go to question {numberText(q.numbers)}
                </Button>
              </Table.Th>
              <Table.Td>{answered(q.item.ItemID) ? 'Answered' : 'Not Answered'}</Table.Td>
              <Table.Td>{marked(q.item.ItemID) ? 'Marked' : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Return</Button>
      </Group>
    </Modal>
  );
}
