import { Button, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { REMARK_MAX_LENGTH, type Remark, ScoreReportMessages } from '@portico/contract/score-report';
import { type FormEvent, useState } from 'react';
import { DataTable } from '../../../../components/data-table';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
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
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        Remarks
      </Title>
      {/* A native scroller the keyboard reaches: on a phone the table scrolls sideways. */}
      <Table.ScrollContainer minWidth={420} type="native" tabIndex={0} role="region" aria-label="Remarks">
        <DataTable
          striped
          withTableBorder
          verticalSpacing="xs"
          fz="sm"
          rows={remarks}
          rowKey={(r) => r.id}
          empty={
            <Text ta="center" c="dimmed" fz="sm">
              {ScoreReportMessages.noRemarks}
            </Text>
          }
          columns={[
            {
              header: 'Date',
              style: { whiteSpace: 'nowrap' },
              cell: (r) => formatDateTime(r.createdDateTime),
            },
            { header: 'From', cell: (r) => (r.referenceType === 'admin' ? 'Admin' : 'You') },
            {
              header: 'Remark',
              style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
              cell: (r) => r.description,
            },
            { header: 'Status', cell: (r) => STATUS_LABELS[r.trfStatus] ?? (r.trfStatus || '-') },
          ]}
        />
      </Table.ScrollContainer>
      <RemarkEntry />
    </Stack>
  );
}

/** 'Add a remark': required; the text stays until the remark is added (a toast says so, or why not). */
function RemarkEntry() {
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
          notify.show({
            color: 'green',
            message: response.message ?? ScoreReportMessages.remarkAdded,
          });
        },
        // spec 1 §8: the server message as an error toast.
        onError: (err) => notify.show({ color: 'red', message: errorMessage(err) }),
      },
    );
  };

  return (
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
  );
}
