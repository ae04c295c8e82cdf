import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { careerKindLabels } from '@portico/contract/career';
import type { StaffMember } from '@portico/contract/console';
import type { CareerDetail, CareerQueue, QueueCareerItem } from '@portico/contract/console-reviews';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates';
import { careerItemQuery } from '../api/career-queue';
import { ageOf } from '../utils/score-report-time';
import { CareerActions } from './career-actions';
import { CareerStatusBadge, isWaiting } from './career-list';
import { PRE, QueueDetail, QueueDrawer, QueueThread, ThreadMessage } from './queue-drawer';
import { DueLabel, Fact } from './score-report-common';

interface Props {
  /** The submission shown; kept while the drawer closes. */
  item: QueueCareerItem | null;
  opened: boolean;
  onClose: () => void;
  member: StaffMember;
  staff: CareerQueue['staff'];
  now: number;
}

function Comments({ comments }: { comments: CareerDetail['comments'] }) {
  return (
    <QueueThread id="comments-heading" title="Comments" empty="No comments yet.">
      {comments.map((c) => (
        <ThreadMessage
          key={c.id}
          staff={c.author === 'staff'}
          author={c.author === 'staff' ? `${c.staffName ?? 'Staff'} (shown as Admin)` : 'Student'}
          at={c.createdAt}
        >
          <Text size="sm" style={PRE}>
            {c.remark}
          </Text>
        </ThreadMessage>
      ))}
    </QueueThread>
  );
}

function Body({
  item,
  member,
  staff,
  now,
}: { item: CareerDetail } & Omit<Props, 'item' | 'opened' | 'onClose'>) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm">
          <CareerStatusBadge status={item.status} />
          {isWaiting(item) && !item.reviewedAt && (
            <Text size="sm">
              <DueLabel item={item} waiting now={now} />
            </Text>
          )}
        </Group>
        <Fact label="Student">
          {item.student.name} (
          <Anchor href={`mailto:${item.student.email}`} inherit>
            {item.student.email}
          </Anchor>
          )
        </Fact>
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
      {item.kind === 'Upload' && (
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
      )}
      <Comments comments={item.comments} />
      <CareerActions key={item.id} item={item} member={member} staff={staff} />
    </Stack>
  );
}

/** One career submission: what the student sent, the comments, and what staff can do. */
export function CareerDrawer({ item, opened, onClose, ...rest }: Props) {
  const detail = useQuery({ ...careerItemQuery(item?.id ?? ''), enabled: opened && Boolean(item) });
  return (
    <QueueDrawer
      opened={opened}
      onClose={onClose}
      title={item ? `${careerKindLabels[item.kind]} of ${item.student.name}` : ''}
    >
      <QueueDetail query={detail} loading="Loading the submission…">
        {(data) => <Body item={data} {...rest} />}
      </QueueDetail>
    </QueueDrawer>
  );
}
