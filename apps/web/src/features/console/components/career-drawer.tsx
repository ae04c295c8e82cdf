import { Anchor, Stack, Text, Title } from '@mantine/core';
import { careerKindLabels } from '@portico/contract/career';
import type { CareerDetail, QueueCareerItem } from '@portico/contract/console-reviews';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates';
import { careerItemQuery } from '../api/career-queue';
import { ageOf } from '../utils/score-report-time';
import { CareerActions } from './career-actions';
import { CareerStatusBadge, isWaiting } from './career-list';
import { QueueDetail, QueueDrawer, type QueueDrawerProps, TextThread } from './queue-drawer';
import { DueLabel, Fact, StateLine, StudentFact } from './score-report-common';

type Props = QueueDrawerProps<QueueCareerItem>;

function Comments({ comments }: { comments: CareerDetail['comments'] }) {
  const notes = comments.map((c) => ({
    id: c.id,
    staff: c.author === 'staff',
    author: c.author === 'staff' ? `${c.staffName ?? 'Staff'} (shown as Admin)` : 'Student',
    at: c.createdAt,
    text: c.remark,
  }));
  return <TextThread id="comments-heading" title="Comments" empty="No comments yet." notes={notes} />;
}

function Facts({ item, now }: { item: CareerDetail; now: number }) {
  return (
    <Stack gap={6}>
      <StateLine
        badge={<CareerStatusBadge status={item.status} />}
        due={isWaiting(item) && !item.reviewedAt && <DueLabel item={item} waiting now={now} />}
      />
      <StudentFact student={item.student} />
      <Fact label="Project">
        {item.projectTitle} · {item.courseName}
      </Fact>
      {item.submittedAt && (
        <Fact label="Sent">
          {formatDateTime(item.submittedAt)} ({ageOf(item.submittedAt, now)} ago)
        </Fact>
      )}
      {item.kind === 'Project' && (
        <Fact label="LinkedIn profile">
          {item.socialUrl ? (
            <Anchor href={item.socialUrl} target="_blank" rel="noopener noreferrer" inherit>
              {item.socialUrl}
            </Anchor>
          ) : (
            'None yet'
          )}
        </Fact>
      )}
    </Stack>
  );
}

/** The CVs the student uploaded, and the one an expert sent back. */
function Resumes({ item }: { item: CareerDetail }) {
  return (
    <section aria-labelledby="cvs-heading">
      <Title order={3} fz="h5" id="cvs-heading" mb="xs">
        The student's CVs
      </Title>
      {item.resumes.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : (
        <Stack component="ul" gap={4} style={{ paddingLeft: '1.25rem', margin: 0 }}>
          {item.resumes.map((r) => (
            <li key={r.id}>
              <Anchor href={r.url} target="_blank" rel="noopener noreferrer" size="sm">
                {r.fileName}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                ({formatDateTime(r.uploadedAt)})
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Text size="sm" mt="sm">
        Expert CV:{' '}
        {item.adminDoc ? (
          <Anchor href={item.adminDoc.url} target="_blank" rel="noopener noreferrer" inherit>
            {item.adminDoc.fileName}
          </Anchor>
        ) : (
          'not uploaded yet'
        )}
      </Text>
    </section>
  );
}

function Body({
  item,
  member,
  staff,
  now,
}: { item: CareerDetail } & Pick<Props, 'member' | 'staff' | 'now'>) {
  return (
    <Stack gap="lg">
      <Facts item={item} now={now} />
      {item.kind === 'Upload' && <Resumes item={item} />}
      <Comments comments={item.comments} />
      <CareerActions key={item.id} item={item} member={member} staff={staff} />
    </Stack>
  );
}

/** One career submission: what the student sent, the comments, and what staff can do. */
export function CareerDrawer({ item, opened, onClose, member, staff, now }: Props) {
  const detail = useQuery({ ...careerItemQuery(item?.id ?? ''), enabled: opened && Boolean(item) });
  return (
    <QueueDrawer
      opened={opened}
      onClose={onClose}
      title={item ? `${careerKindLabels[item.kind]} of ${item.student.name}` : ''}
    >
      <QueueDetail query={detail} loading="Loading the submission…">
        {(data) => <Body item={data} member={member} staff={staff} now={now} />}
      </QueueDetail>
    </QueueDrawer>
  );
}
