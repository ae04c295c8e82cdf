import { Anchor, Stack, Text } from '@mantine/core';
import { careerKindLabels } from '@portico/contract/career';
import type { CareerDetail, QueueCareerItem } from '@portico/contract/console-reviews';
import { formatDateTime } from '../../../lib/dates';
import { careerItemQuery } from '../api/career-queue';
import { ageOf } from '../utils/score-report-time';
import { CareerActions } from './career-actions';
import { CareerStatusBadge, isWaiting } from './career-list';
import { DetailDrawer, DrawerSection, type QueueDrawerProps, TextThread } from './queue-drawer';
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
    <DrawerSection id="cvs-heading" title="The student's CVs">
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
    </DrawerSection>
  );
}

/** One career submission: what the student sent, the comments, and what staff can do. */
export function CareerDrawer({ item, opened, onClose, member, staff, now }: Props) {
  return (
    <DetailDrawer
      item={item}
      opened={opened}
      onClose={onClose}
      title={(i) => (i ? `${careerKindLabels[i.kind]} of ${i.student.name}` : '')}
      query={careerItemQuery}
      loading="Loading the submission…"
    >
      {(detail) => (
        <Stack gap="lg">
          <Facts item={detail} now={now} />
          {detail.kind === 'Upload' && <Resumes item={detail} />}
          <Comments comments={detail.comments} />
          <CareerActions key={detail.id} item={detail} member={member} staff={staff} />
        </Stack>
      )}
    </DetailDrawer>
  );
}
