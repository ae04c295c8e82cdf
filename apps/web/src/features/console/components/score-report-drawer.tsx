import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QueueScoreReport, ScoreReportDetail } from '@portico/contract/console-reviews';
import { formatDateTime } from '../../../lib/dates';
import { scoreReportQuery } from '../api/score-report-queue';
import { ageOf, band } from '../utils/score-report-time';
import { DetailDrawer, DrawerSection, type QueueDrawerProps, TextThread } from './queue-drawer';
import { ScoreReportActions } from './score-report-actions';
import { DueLabel, Fact, StateLine, StudentFact } from './score-report-common';
import { ScoreStatusBadge } from './score-report-list';

type Props = QueueDrawerProps<QueueScoreReport>;

const SKILLS = ['listening', 'reading', 'writing', 'speaking', 'overall'] as const;

function Remarks({ remarks }: { remarks: ScoreReportDetail['remarks'] }) {
  const notes = remarks.map((r) => ({
    id: r.id,
    staff: r.author === 'admin',
    author: r.author === 'admin' ? (r.staffName ?? 'Staff') : 'Student',
    at: r.createdAt,
    text: r.description,
  }));
  return <TextThread id="remarks-heading" title="Remarks" empty="No remarks yet." notes={notes} />;
}

/** The report's state, student, TRF, dates and reward. */
function Facts({ detail, now }: { detail: ScoreReportDetail; now: number }) {
  return (
    <Stack gap={6}>
      <StateLine
        badge={<ScoreStatusBadge status={detail.status} />}
        due={detail.status === 'pending' && <DueLabel item={detail} waiting now={now} />}
      />
      <StudentFact student={detail.student} />
      <Fact label="TRF number">{detail.trfNumber}</Fact>
      <Fact label="Exam date">{detail.examDate}</Fact>
      <Fact label="Uploaded">
        {formatDateTime(detail.createdAt)} ({ageOf(detail.createdAt, now)} ago)
      </Fact>
      {detail.verifiedBy && detail.verifiedAt && (
        <Fact label="Verified by">
          {detail.verifiedBy.name}, {formatDateTime(detail.verifiedAt)}
        </Fact>
      )}
      <Fact label="Reward">
        {detail.rewardGrantedAt
          ? `${detail.rewardProduct?.title ?? 'Granted'} granted ${formatDateTime(detail.rewardGrantedAt)}`
          : detail.rewardProduct
            ? `${detail.rewardProduct.title}, granted when verified`
            : 'None set for this institute'}
      </Fact>
    </Stack>
  );
}

/** The report's five bands. */
function Scores({ detail }: { detail: ScoreReportDetail }) {
  return (
    <DrawerSection id="scores-heading" title="Scores">
      <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" component="dl" m={0}>
        {SKILLS.map((skill) => (
          <div key={skill}>
            <Text component="dt" size="xs" c="dimmed" tt="capitalize">
              {skill}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {band(detail[skill])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </DrawerSection>
  );
}

/** One score report: the document, the scores, the remarks thread, and what staff can do. */
export function ScoreReportDrawer({ item, opened, onClose, member, staff, now }: Props) {
  return (
    <DetailDrawer
      item={item}
      opened={opened}
      onClose={onClose}
      title={(report) => `Score report of ${report?.student.name ?? ''}`}
      query={scoreReportQuery}
      loading="Loading the score report…"
    >
      {(detail) => (
        <Stack gap="lg">
          <Facts detail={detail} now={now} />
          <Scores detail={detail} />
          {detail.document ? (
            <Anchor href={detail.document.url} target="_blank" rel="noopener noreferrer" fw={600}>
              Open the score report document ({detail.document.fileName})
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              The document is not available.
            </Text>
          )}
          <Remarks remarks={detail.remarks} />
          <ScoreReportActions key={detail.id} report={detail} member={member} staff={staff} />
        </Stack>
      )}
    </DetailDrawer>
  );
}
