import { Button, Group, Text } from '@mantine/core';
import { numberText } from '@portico/contract/question-numbers';
import { DataTable } from '../../../components/data-table';
import type { RunnerQuestion } from '../runner/restore';
import { ToolDialog } from './tool-dialog';

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
    <ToolDialog opened={opened} onClose={onClose} title="Review" closeLabel="Close the review">
      <Text size="sm" mb="sm">
        {answeredCount} of {questions.length} answered, {questions.length - answeredCount} not answered,{' '}
        {markedCount} marked.
      </Text>
      <DataTable
        striped
        verticalSpacing={4}
        rows={questions}
        rowKey={(q) => q.item.ItemID}
        rowProps={(q) => ({ 'aria-current': q.item.ItemID === currentItemId ? 'step' : undefined })}
        columns={[
          {
            header: 'Question',
            rowHeader: true,
            cell: (q) => (
              <Button size="compact-sm" variant="subtle" onClick={() => onGo(q)}>
                Go to question {numberText(q.numbers)}
              </Button>
            ),
          },
          { header: 'Status', cell: (q) => (answered(q.item.ItemID) ? 'Answered' : 'Not Answered') },
          { header: 'Marked', cell: (q) => (marked(q.item.ItemID) ? 'Marked' : '-') },
        ]}
      />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Return</Button>
      </Group>
    </ToolDialog>
  );
}
