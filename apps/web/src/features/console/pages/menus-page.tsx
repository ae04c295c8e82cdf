import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { courseMenuQuery, menuCoursesQuery } from '../api/menus';
import { CourseSwitchesPanel } from '../components/course-switches';
import { MenuEditor } from '../components/menu-editor';
import { PageTitle } from '../resource/page-title';

/**
 * /console/menus (CONSOLE.md Authoring, admin): a course's menu (spec 1 §2 Header and menu): its
 * items in order, each opening one of the portal's pages, with one level of sub-items.
 */
export function MenusPage() {
  const [params, setParams] = useSearchParams();
  const courseId = params.get('course') ?? '';
  const courses = useQuery(menuCoursesQuery);
  const menu = useQuery({ ...courseMenuQuery(courseId), enabled: !!courseId });

  return (
    <Stack gap="lg">
      <PageTitle title="Course menus">
        What a course offers its students and the menu they see in the header. Saving replaces the course’s
        whole menu; its students see the new one at once.
      </PageTitle>
      {courses.isPending && <PageLoader />}
      {courses.isError && <StatusAlert tone="error">{errorMessage(courses.error)}</StatusAlert>}
      {courses.data && (
        <Select
          label="Course"
          placeholder="Choose a course"
          data={courses.data.courses.map((c) => ({ value: c.id, label: c.courseName }))}
          value={courseId || null}
          onChange={(id) => setParams(id ? { course: id } : {})}
          searchable
          maw={480}
        />
      )}
      {courseId && menu.isPending && <PageLoader />}
      {menu.isError && <StatusAlert tone="error">{errorMessage(menu.error)}</StatusAlert>}
      {menu.data && <CourseSwitchesPanel key={`switches-${menu.data.course.id}`} menu={menu.data} />}
      {menu.data && <MenuEditor key={menu.data.course.id} menu={menu.data} />}
    </Stack>
  );
}
