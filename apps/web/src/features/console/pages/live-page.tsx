import { Button, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import type { LiveOverview } from '@portico/contract/console-live';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { liveOverviewQuery, useLiveOps } from '../api/live';
import { LiveBatches } from '../components/live-batches';
import { LiveDownloads } from '../components/live-downloads';
import { LiveBatchForm } from '../components/live-forms';
import { LiveTypes } from '../components/live-types';
import { ChangeOutcome } from '../resource/change-outcome';
import { HeadedSection } from '../resource/headed-section';
import { PageTitle } from '../resource/page-title';
import { useWide } from '../resource/resource-list';

/** Until one is chosen: the first course that has batches (else the first course). */
const firstCourseId = (o: LiveOverview) =>
  o.courses.find((c) => o.batches.some((b) => b.courseId === c.id))?.id || o.courses[0]?.id || '';

interface PickerProps {
  courses: LiveOverview['courses'];
  value: string;
  onChange: (courseId: string) => void;
}

/** The course whose batches and e-books show. */
function CoursePicker({ courses, value, onChange }: PickerProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Select
        label="Course"
        data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
        value={value}
        onChange={(v) => onChange(v ?? '')}
        allowDeselect={false}
        maw={420}
      />
    </Paper>
  );
}

/**
 * /console/live (CONSOLE.md Authoring, admin): the batch types, and per course its batches and e-book
 * downloads. A batch opens its own page with its classes and students.
 */
export function LivePage() {
  const overview = useQuery(liveOverviewQuery);
  const { action, ops } = useLiveOps();
  const navigate = useNavigate();
  const wide = useWide();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const o = overview.data;
  const courseId = chosen || (o ? firstCourseId(o) : '');
  const course = o?.courses.find((c) => c.id === courseId);

  return (
    <Stack gap="lg">
      <PageTitle title="Live classes" size="sm">
        Batch types, the batches of each course with their classes and students, and the course’s e-books.
      </PageTitle>
      {overview.isPending && <PageLoader />}
      {overview.isError && <StatusAlert tone="error">{errorMessage(overview.error)}</StatusAlert>}
      <ChangeOutcome action={action} />
      {o && (
        <>
          <LiveTypes types={o.batchTypes} ops={ops} />
          {o.courses.length === 0 ? (
            <Text c="dimmed">The company has no courses yet.</Text>
          ) : (
            <>
              <CoursePicker courses={o.courses} value={courseId} onChange={setChosen} />
              <HeadedSection
                id="live-batches-heading"
                title={<>Batches of {course?.courseName}</>}
                action={
                  <Button
                    onClick={() => {
                      action.reset();
                      setAdding(true);
                    }}
                    disabled={o.batchTypes.length === 0}
                  >
                    Add a batch
                  </Button>
                }
              >
                <LiveBatches batches={o.batches.filter((b) => b.courseId === courseId)} wide={wide} />
              </HeadedSection>
              <LiveDownloads
                courseId={courseId}
                courseName={course?.courseName ?? ''}
                downloads={o.downloads.filter((d) => d.courseId === courseId)}
                ops={ops}
              />
            </>
          )}
          <Modal opened={adding} onClose={() => setAdding(false)} title="Add a batch">
            <LiveBatchForm
              courses={o.courses}
              types={o.batchTypes}
              courseId={courseId}
              pending={action.isPending}
              error={ops.failure}
              onCancel={() => setAdding(false)}
              onSubmit={(body) =>
                action.mutate(
                  { kind: 'createBatch', body },
                  {
                    onSuccess: ({ data }) => {
                      setAdding(false);
                      if ('batch' in data) navigate(`/console/live/batches/${data.batch.id}`);
                    },
                  },
                )
              }
            />
          </Modal>
        </>
      )}
    </Stack>
  );
}
