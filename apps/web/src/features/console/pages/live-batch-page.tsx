import { Badge, Button, Group, Modal, Text, Title } from '@mantine/core';
import type { LiveBatchDetail } from '@portico/contract/console-live';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { liveBatchQuery, liveOverviewQuery, useLiveOps } from '../api/live';
import { LiveClassForm } from '../components/live-class-form';
import { LiveClasses } from '../components/live-classes';
import { LiveBatchForm } from '../components/live-forms';
import { LiveStudents } from '../components/live-students';
import { ChangeOutcome } from '../resource/change-outcome';
import { DetailPage } from '../resource/detail-page';
import { HeadedSection } from '../resource/headed-section';
import { useWide } from '../resource/resource-list';

/** The batch's name, course, type and language, whether it runs, and its Edit button. */
function BatchHeader({ batch, onEdit }: { batch: LiveBatchDetail['batch']; onEdit: () => void }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {batch.batchName}
        </Title>
        <Text c="dimmed" size="sm">
          {batch.courseName} · {batch.batchTypeName} · {batch.language}
        </Text>
        <Badge mt={4} variant="light" color={batch.isEnabled ? 'green' : 'gray'}>
          {batch.isEnabled ? 'Running' : 'Paused: students do not see it'}
        </Badge>
        {batch.description && (
          <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {batch.description}
          </Text>
        )}
      </div>
      <Button variant="default" onClick={onEdit}>
        Edit the batch
      </Button>
    </Group>
  );
}

/**
 * /console/live/batches/:id (CONSOLE.md Authoring, admin): a batch's classes in time order with the
 * status its students see, a class added, changed or cancelled, and the batch's students.
 */
export function LiveBatchPage() {
  const { id = '' } = useParams();
  const detail = useQuery(liveBatchQuery(id));
  const { action, ops } = useLiveOps();
  const wide = useWide();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  // The courses for the batch form (asked only when it opens).
  const overview = useQuery({ ...liveOverviewQuery, enabled: editing });
  const { act } = ops;

  return (
    <DetailPage back={{ to: '/console/live', label: '← Live classes' }} query={detail}>
      {(d) => (
        <>
          <BatchHeader
            batch={d.batch}
            onEdit={() => {
              action.reset();
              setEditing(true);
            }}
          />
          <ChangeOutcome action={action} />
          <HeadedSection
            id="live-classes-heading"
            title="Classes"
            action={
              <Button
                onClick={() => {
                  action.reset();
                  setAdding(true);
                }}
              >
                Add a class
              </Button>
            }
          >
            <LiveClasses classes={d.classes} wide={wide} ops={ops} batchId={id} />
          </HeadedSection>
          <LiveStudents batchId={id} students={d.students} ops={ops} />
          <Modal opened={adding} onClose={() => setAdding(false)} title="Add a class" size="lg">
            <LiveClassForm
              pending={action.isPending}
              error={ops.failure}
              onCancel={() => setAdding(false)}
              onSubmit={(body) => act({ kind: 'addClass', params: { id }, body }, () => setAdding(false))}
            />
          </Modal>
          <Modal opened={editing} onClose={() => setEditing(false)} title={`Edit ${d.batch.batchName}`}>
            {overview.data ? (
              <LiveBatchForm
                initial={d.batch}
                courses={overview.data.courses}
                types={d.batchTypes}
                courseId={d.batch.courseId}
                pending={action.isPending}
                error={ops.failure}
                onCancel={() => setEditing(false)}
                onSubmit={(body) => act({ kind: 'saveBatch', params: { id }, body }, () => setEditing(false))}
              />
            ) : (
              <PageLoader />
            )}
          </Modal>
        </>
      )}
    </DetailPage>
  );
}
