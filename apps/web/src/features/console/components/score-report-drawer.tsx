import { Anchor, Drawer, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import type {
  QueueScoreReport,
  ScoreReportDetail,
  ScoreReportQueue,
} from '@portico/contract/console-reviews';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { scoreReportQuery } from '../api/score-report-queue';
import { ageOf, band } from '../utils/score-report-time';
import { ScoreReportActions } from './score-report-actions';
import { DueLabel, Fact } from './score-report-common';
import { ScoreStatusBadge } from './score-report-list';

interface Props {
  /** The report shown; kept while the drawer closes. */
  report: QueueScoreReport | null;
  opened: boolean;
  onClose: () => void;
  member: StaffMember;
  staff: ScoreReportQueue['staff'];
  now: number;
}

const SKILLS = ['listening', 'reading', 'writing', 'speaking', 'overall'] as const;

function Remarks({ remarks }: { remarks: ScoreReportDetail['remarks'] }) {
  return (
    <section aria-labelledby="remarks-heading">
      <Title order={3} fz="h5" id="remarks-heading" mb="xs">
        Remarks
      </Title>
      {remarks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No remarks yet.
        </Text>
      ) : (
        <Stack
          component="ol"
          aria-label="Remarks, oldest first"
          gap="xs"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {remarks.map((r) => (
            <Paper
              component="li"
              key={r.id}
              radius="sm"
              p="sm"
              bg={r.author === 'admin' ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
            >
              <Text size="xs" fw={600}>
                {r.author === 'admin' ? (r.staffName ?? 'Staff') : 'Student'} · {formatDateTime(r.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.description}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}

function Body({
  detail,
  member,
  staff,
  now,
}: { detail: ScoreReportDetail } & Omit<Props, 'report' | 'opened' | 'onClose'>) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm">
          <ScoreStatusBadge status={detail.status} />
          {detail.status === 'pending' && (
            <Text size="sm">
              <DueLabel item={detail} waiting now={now} />
            </Text>
          )}
        </Group>
        <Fact label="Student">
          {detail.student.name} (
          <Anchor href={`mailto:${detail.student.email}`} inherit>
            {detail.student.email}
          </Anchor>
          )
        </Fact>
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
      <section aria-labelledby="scores-heading">
        <Title order={3} fz="h5" id="scores-heading" mb="xs">
          Scores
        </Title>
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
      </section>
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
  );
}

/** One score report: the document, the scores, the remarks thread, and what staff can do. */
export function ScoreReportDrawer({ report, opened, onClose, ...rest }: Props) {
  const detail = useQuery({ ...scoreReportQuery(report?.id ?? ''), enabled: opened && Boolean(report) });
  return (
    // Compound form: the default Drawer header is a <header> element, a second banner landmark.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="min(40rem, 100%)" padding="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Group justify="space-between" align="flex-start" wrap="nowrap" px="md" pt="md" pb="xs">
          <Drawer.Title fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            Score report of {report?.student.name}
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close details" />
        </Group>
        <Drawer.Body>
          {detail.isPending && <PageLoader label="Loading the score report…" />}
          {detail.isError && <StatusAlert tone="error">{errorMessage(detail.error)}</StatusAlert>}
          {detail.data && <Body detail={detail.data} {...rest} />}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
