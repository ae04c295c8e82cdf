import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type Remark,
  rewardDuration,
  ScoreReportMessages,
  type ScoreReportRecord,
} from '@portico/contract/score-report';

interface ScoreBannerProps {
  uploaded: boolean;
  enabled: boolean;
  /** What verification grants (the company's reward product), or nothing. */
  reward: ScoreReportRecord['reward'];
  onOpen: () => void;
}

/** What the banner promises: the reward product for its own length (decision 045), as the form's terms. */
export const rewardPromise = (reward: ScoreReportRecord['reward']) =>
  reward
    ? `Once it is verified, you get free access to ${reward.title} for ${rewardDuration(reward.validityDays)}.`
    : 'Our team checks it and tells you in Remarks.';

/** spec 1 §2 dashboard score-submission banner (the spec's 4 weeks is the reward's own length). */
export function ScoreBanner({ uploaded, enabled, reward, onOpen }: ScoreBannerProps) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 18rem' }}>
          <Title order={2} fz="lg">
            Submit your IELTS score
          </Title>
          <Text c="dimmed" fz="sm">
            Share your actual IELTS score report. {rewardPromise(reward)}
          </Text>
        </Stack>
        {(enabled || uploaded) && (
          <Button onClick={onOpen}>{uploaded ? 'View Score Report' : 'Submit Score'}</Button>
        )}
      </Group>
    </Card>
  );
}

/** The banner's outline while the score report loads. */
export function ScoreBannerLoading() {
  return (
    <Card withBorder radius="lg" padding="lg" aria-busy="true" aria-label="Loading your score report">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 18rem' }}>
          <Skeleton height={24} width={220} />
          <Skeleton height={14} width="85%" mt={4} />
          <Skeleton height={14} width="50%" mt={4} />
        </Stack>
        <Skeleton height={36} width={130} radius="sm" />
      </Group>
    </Card>
  );
}

interface RemarksBannerProps {
  latest: Remark | undefined;
  onOpen: () => void;
}

/** spec 1 §4 remarks banner: by the author of the latest remark. */
export function RemarksBanner({ latest, onOpen }: RemarksBannerProps) {
  if (!latest) return null;
  const text =
    latest.referenceType === 'admin' ? ScoreReportMessages.bannerAdmin : ScoreReportMessages.bannerStudent;
  return (
    <Alert color={latest.referenceType === 'admin' ? 'green' : 'blue'} radius="lg" role="status">
      <Group justify="space-between" gap="sm">
        {/* pre-wrap keeps the spec's two spaces in the reply text. */}
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
        <Button size="xs" variant="white" onClick={onOpen}>
          View Remarks
        </Button>
      </Group>
    </Alert>
  );
}
