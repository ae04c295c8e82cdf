import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { CourseAccessMessages, type CourseGroup } from '@portico/contract/courses';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandLogoLink } from '../../../components/brand-logo';
import { CopyrightFooter } from '../../../components/copyright-footer';
import { ClipboardIcon, LogoutIcon } from '../../../components/icons';
import { StatusAlert } from '../../../components/status-alert';
import { landingItem, menuQueryOptions } from '../../../lib/api/get-menu';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { getUser, saveCourse, saveProductAccess } from '../../../lib/session';
import { CouponForm } from '../../coupon/public';
import { useCourses } from '../api/get-courses';
import { CourseButton } from '../components/course-button';
import classes from './select-course-page.module.css';

type Course = CourseGroup['course'][number];

/**
 * Opening a course: it becomes the session's, and its menu's landing page opens (an address of
 * another site loads that page). A failure is shown and the buttons come back.
 */
function useChooseCourse() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);

  const choose = async (course: Course) => {
    setChoosing(course.id);
    setChooseError(null);
    try {
      saveCourse(course.id, course.hideCoupon);
      const menu = await queryClient.fetchQuery(menuQueryOptions(course.id));
      saveProductAccess(menu.isProductAccess);
      const landing = landingItem(menu.items);
      if (/^https?:\/\//i.test(landing.path)) window.location.assign(landing.path);
      else navigate(landing.path, { state: { navigationParam: landing.navigationParam } });
    } catch (error) {
      if (!isSessionExpired(error)) setChooseError(errorMessage(error));
      setChoosing(null);
    }
  };
  return { choosing, chooseError, choose };
}

/** spec 1 §2 Select course (the header is hidden here). */
export function SelectCoursePage() {
  const user = getUser();
  const courses = useCourses();
  const { choosing, chooseError, choose } = useChooseCourse();
  const groups = (courses.data ?? []).filter((group) => group.course.length > 0);

  return (
    <div className={classes.root}>
      <header className={classes.bar}>
        <BrandLogoLink to="/select-course" height={34} />
        <Button
          component={Link}
          to="/logout"
          variant="subtle"
          color="gray"
          leftSection={<LogoutIcon size={16} />}
        >
          Logout
        </Button>
      </header>
      <Container component="main" id="main" tabIndex={-1} size="lg" className={classes.main}>
        <Stack gap={4} mb={36}>
          <Text fz="lg" c="dimmed">
            Hi, {user?.studentName || 'there'}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 34 }} lts="-0.01em">
            My Courses
          </Title>
          <Text c="dimmed">
            Choose a course to continue learning, or{' '}
            <Anchor component={Link} to="/products">
              buy another course
            </Anchor>
            .
          </Text>
        </Stack>

        {chooseError && (
          <StatusAlert tone="error" mb="lg">
            {chooseError}
          </StatusAlert>
        )}
        {courses.isPending && <CoursesSkeleton />}
        {courses.isError && !isSessionExpired(courses.error) && (
          <StatusAlert tone="error">{errorMessage(courses.error)}</StatusAlert>
        )}
        {courses.isSuccess && groups.length === 0 && <NoCourses />}

        <Stack gap={40}>
          {groups.map((group, index) => (
            <CourseGroupSection
              key={group.courseName}
              group={group}
              index={index}
              choosing={choosing}
              onChoose={(course) => void choose(course)}
            />
          ))}
        </Stack>
      </Container>
      <CopyrightFooter />
    </div>
  );
}

function CoursesSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading courses">
      <Skeleton height={22} width={180} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Skeleton height={88} radius="lg" />
        <Skeleton height={88} radius="lg" />
        <Skeleton height={88} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}

/** No course yet: a walk-in lands here with none, so say what to do next. */
function NoCourses() {
  return (
    <Stack align="center" gap="sm" py={56} className={classes.empty}>
      <ThemeIcon size={56} radius="xl" variant="light">
        <ClipboardIcon size={28} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        No courses have been assigned yet!
      </Text>
      <Text c="dimmed" ta="center" maw={440}>
        Have a coupon code? Apply it below and your course appears here. Otherwise, please contact your
        institute to have a course assigned.
      </Text>
      <Paper withBorder radius="lg" p="md" w="100%" maw={400}>
        <CouponForm />
      </Paper>
    </Stack>
  );
}

interface CourseGroupSectionProps {
  group: CourseGroup;
  /** The group's place on the page, for its heading's id. */
  index: number;
  /** The course being opened: its button waits, the others are disabled. */
  choosing: string | null;
  onChoose: (course: Course) => void;
}

function CourseGroupSection({ group, index, choosing, onChoose }: CourseGroupSectionProps) {
  return (
    <section aria-labelledby={`course-group-${index}`}>
      <Group gap="xs" mb="md">
        <Title order={2} fz="lg" id={`course-group-${index}`}>
          {group.courseName}
        </Title>
        <Text size="sm" c="dimmed">
          {group.course.length} {group.course.length === 1 ? 'course' : 'courses'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {group.course.map((course) => (
          <CourseButton
            key={course.id}
            name={course.courseName}
            note={
              course.accessStartsAt
                ? CourseAccessMessages.upcoming(formatDate(course.accessStartsAt))
                : undefined
            }
            loading={choosing === course.id}
            disabled={choosing !== null}
            onClick={() => onChoose(course)}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
