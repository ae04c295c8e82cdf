import { SegmentedControl } from '@mantine/core';
import type { ConsoleNotice, NoticeInput, NoticeList as Notices } from '@portico/contract/console-notices';
import { useQuery } from '@tanstack/react-query';
import { menuCoursesQuery } from '../api/menus';
import { noticesQuery, useNoticeAction } from '../api/notices';
import { NoticeForm } from '../components/notice-form';
import { NoticeList } from '../components/notice-list';
import { ListActionPage } from '../resource/list-action-page';
import { useSearchFilter } from '../resource/use-search-filter';

const FILTERS = ['all', 'notice', 'notification'] as const;

/**
 * /console/notices (CONSOLE.md Authoring, admin): the notice board's notices and the notifications,
 * each with its state (showing, scheduled, ended, inactive) and its course (or every course); created
 * and changed in a form with a live sanitised preview of the HTML, a course and a schedule, deleted
 * after a confirmation. Which kind shows is kept in the address (`?show=notice`).
 */
export function NoticesPage() {
  const courses = useQuery(menuCoursesQuery);
  const [filter, setFilter] = useSearchFilter('show', FILTERS, 'all');
  return (
    <ListActionPage<Notices, ConsoleNotice, NoticeInput, 'delete'>
      title="Notices and notifications"
      description="What students see on the notice board and the notifications page, and when they see it."
      noun="notice"
      query={useQuery(noticesQuery)}
      action={useNoticeAction()}
      filters={
        <SegmentedControl
          aria-label="Show"
          value={filter}
          onChange={setFilter}
          data={[
            { value: 'all', label: 'All' },
            { value: 'notice', label: 'Notice board' },
            { value: 'notification', label: 'Notifications' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      }
      editTitle={(n) => `Edit ${n.title}`}
      form={({ item, pending, onCancel, onSubmit }) => (
        <NoticeForm
          notice={item}
          courses={courses.data?.courses ?? []}
          pending={pending}
          onCancel={onCancel}
          onSubmit={onSubmit}
        />
      )}
      remove={{
        kind: 'delete',
        title: 'Delete this notice?',
        text: (n) =>
          `“${n?.title}” disappears for every student now. To hide it for a while instead, edit it and clear Active.`,
      }}
    >
      {(data, open) => (
        <NoticeList
          notices={data.notices.filter((n) => filter === 'all' || n.type === filter)}
          onEdit={open.edit}
          onDelete={open.remove}
        />
      )}
    </ListActionPage>
  );
}
