import { Button, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REMARK_MAX_LENGTH, type Remark, ScoreReportMessages } from '@portico/contract/score-report';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { useAddRemark } from '../../api/add-remark';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Under verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

interface RemarksPanelProps {
  remarks: Remark[];
}

/** spec 1 §2: the remarks table and the remarks entry beside the score form. */
export function RemarksPanel({ remarks }: RemarksPanelProps) {
  const add = useAddRemark();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const remark = text.trim();
    if (!remark) {
      setError(ScoreReportMessages.remarkRequired);
      return;
    }
    setError(null);
    add.mutate(
      { remark },
      {
        onSuccess: (response) => {
          setText('');
          notifications.show({
            color: 'green',
            message: response.message ?? ScoreReportMessages.remarkAdded,
          });
        },
        // spec 1 §8: the server message as an error toast.
        onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        Remarks
      </Title>
      {/* A native scroller the keyboard reaches: on a phone the table scrolls sideways. */}
      <Table.ScrollContainer minWidth={420} type="native" tabIndex={0} role="region" aria-label="Remarks">
        <Table striped withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">From</Table.Th>
              <Table.Th scope="col">Remark</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {remarks.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text ta="center" c="dimmed" fz="sm">
                    {ScoreReportMessages.noRemarks}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              remarks.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdDateTime)}</Table.Td>
                  <Table.Td>{r.referenceType === 'admin' ? 'Admin' : 'You'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.description}
                  </Table.Td>
                  <Table.Td>{STATUS_LABELS[r.trfStatus] ?? (r.trfStatus || '-')}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Add a remark"
            rows={3}
            maxLength={REMARK_MAX_LENGTH}
            value={text}
            error={error}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-end' }}>
            Add
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
