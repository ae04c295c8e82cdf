import { Anchor, Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Dashboard, DashboardVideo } from '@portico/contract/dashboard';
import { examOf } from '@portico/contract/score-gap';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { VideoCard } from '../../../components/video/video-card';
import { VideoModal } from '../../../components/video/video-dialog';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { getCourseId, getUser } from '../../../lib/session';
import { NoticeItems } from '../../notifications/public';
import { PredictionCard } from '../../prediction/public';
import { LatestScoreMeaning } from '../../reports/public';
import { ReviewsDueCard } from '../../review/public';
import { StudyPlanCard } from '../../study-plan/public';
import { dashboardQueryKey, useDashboard } from '../api/get-dashboard';
import { BannerCards } from '../components/banner-cards';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { LessonList } from '../components/lesson-list';
import { OngoingClasses } from '../components/ongoing-classes';
import { PerformanceCard } from '../components/performance-card';
import { LatestScalePerformance } from '../components/scale-performance-card';
import { ScoreSubmissionSection } from '../components/score-report/score-submission-section';
import { UsageCard } from '../components/usage-card';
import { VideoSection } from '../components/video-section';
import { TEXTS } from '../texts';

/** spec 1 §2 Dashboard (/dashboard): every block gated by its flag, fed by one call. */
export function DashboardPage() {
  const courseId = getCourseId();
  const query = useDashboard(courseId);
  const queryClient = useQueryClient();
  const [playing, setPlaying] = useState<DashboardVideo | null>(null);
  if (!courseId) return <Navigate to="/select-course" replace />;

  const closeVideo = () => {
    setPlaying(null);
    // Progress and 'videos watched' changed while it played.
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey() });
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {query.isPending && <DashboardSkeleton />}
      {query.isError && !isSessionExpired(query.error) && (
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {TEXTS.title}
          </Title>
          <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
        </Stack>
      )}
      {query.data && <DashboardBody data={query.data} courseId={courseId} onPlay={setPlaying} />}
      <VideoModal video={playing} onClose={closeVideo} courseId={courseId} />
    </Container>
  );
}

function DashboardBody({
  data,
  courseId,
  onPlay,
}: {
  data: Dashboard;
  courseId: string;
  onPlay: (video: DashboardVideo) => void;
}) {
  const { course, productDetails } = data;
  const walkthrough = course.showWalkthrough ? course.walkthroughVideos[0] : undefined;
  // IELTS reads bands, other exams their own scale; a course of no exam (French, programming) the
  // per cent of questions answered correctly.
  const exam = examOf(null, course.examFamily);
  const scaleExam = exam && exam !== 'ielts' ? exam : null;
  return (
    <Stack gap="xl">
      <DashboardHeading data={data} />
      {productDetails.ieltsScoreEnabled && <ScoreSubmissionSection />}
      {productDetails.frenchEnabled && <FrenchCard data={data} />}
      <BannerCards guideCards={course.guideCards} showTestYourEnglish={!course.disabletestyourenglish} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <StudyPlanCard courseId={courseId} />
            <LessonList courseId={courseId} />
            {walkthrough && (
              <Paper withBorder radius="lg" p="lg">
                <Title order={2} size="h4" mb="md">
                  {TEXTS.walkthrough}
                </Title>
                <VideoCard video={walkthrough} onPlay={() => onPlay(walkthrough)} />
              </Paper>
            )}
            {course.showPerformance &&
              (scaleExam ? (
                <LatestScalePerformance courseId={courseId} exam={scaleExam} />
              ) : (
                <PerformanceCard progress={data.progress} />
              ))}
            {course.showPerformance && <PredictionCard courseId={courseId} />}
            {course.showPerformance && (
              <LatestScoreMeaning courseId={courseId} examFamily={course.examFamily} />
            )}
            <UsageCard stats={data.stats} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <OngoingClasses classes={data.onGoingClasses} courseId={courseId} />
            <ReviewsDueCard courseId={courseId} />
            {data.showNoticeBoard && <NoticeBoardCard notices={data.notices} />}
          </Stack>
        </Grid.Col>
      </Grid>

      {course.showVisaInsights && (
        <VideoSection title={TEXTS.visaInsights} videos={course.visaInsights} onPlay={onPlay} />
      )}
      {course.showWordOfTheDay && (
        <VideoSection title={TEXTS.wordOfTheDay} videos={course.wordOfTheDay} onPlay={onPlay} />
      )}
      {course.showTipOfTheDay && (
        <VideoSection title={TEXTS.tipOfTheDay} videos={course.tipOfTheDay} onPlay={onPlay} />
      )}
      {course.showTrendingVideos && (
        <VideoSection title={TEXTS.trending} videos={course.trendingVideos} onPlay={onPlay} />
      )}
    </Stack>
  );
}

/** The course's access as its badge says it: days left, a start ahead, revoked or expired. */
function accessBadge(details: Dashboard['productDetails']): { text: string; color: string } {
  if (details.isProductAccess)
    return { text: TEXTS.daysLeft(details.expiryDays), color: details.expiryDays <= 7 ? 'orange' : 'green' };
  if (details.accessStartsAt)
    return { text: TEXTS.upcoming(formatDate(details.accessStartsAt)), color: 'blue' };
  return { text: details.isRevoked ? TEXTS.revoked : TEXTS.expired, color: 'red' };
}

/**
 * The welcome, the course's name and the days its access has left (or that it starts later, has
 * expired, or was revoked).
 */
function DashboardHeading({ data }: { data: Dashboard }) {
  const { course, productDetails } = data;
  const user = getUser();
  const badge = accessBadge(productDetails);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        {user?.studentName && (
          <Text c="dimmed" size="sm">
            Welcome back, {user.studentName}
          </Text>
        )}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {course.name}
        </Title>
      </Stack>
      <Badge size="lg" variant="light" color={badge.color}>
        {badge.text}
      </Badge>
    </Group>
  );
}

/** The French offer: to its live classes on the French course, else to the course list. */
function FrenchCard({ data }: { data: Dashboard }) {
  const { course, productDetails } = data;
  return (
    <Paper radius="lg" p="lg" withBorder bg="var(--mantine-color-blue-light)">
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fw={700}>{TEXTS.frenchTitle}</Text>
          <Text size="sm">
            {productDetails.scoreReportVerified ? TEXTS.frenchBodyVerified : TEXTS.frenchBody}
          </Text>
        </Stack>
        {/* /liveclasses lists the open course's batches: the French ones only on the French course. */}
        {course.examFamily === 'french' ? (
          <Button component={Link} to="/liveclasses">
            {TEXTS.goToLiveClass}
          </Button>
        ) : (
          <Button component={Link} to="/select-course">
            {TEXTS.openFrench}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function NoticeBoardCard({ notices }: { notices: Dashboard['notices'] }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {TEXTS.noticeboard}
        </Title>
        <Anchor component={Link} to="/notice-board" size="sm">
          {TEXTS.viewAll}
        </Anchor>
      </Group>
      <NoticeItems notices={notices} />
    </Paper>
  );
}
