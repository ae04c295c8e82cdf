import { SegmentedControl } from '@mantine/core';
import type { ConsoleNotice } from '@portico/contract/console-notices';
import { useQuery } from '@tanstack/react-query';
import { menuCoursesQuery } from '../api/menus';
import { noticesQuery, useNoticeAction } from '../api/notices';
import { NoticeForm } from '../components/notice-form';
import { NoticeList } from '../components/notice-list';
import { ResourceDialogs } from '../resource/resource-dialogs';
import { ResourcePage } from '../resource/resource-page';
import { outcomeOf, useResourceEditing } from '../resource/use-resource-editing';
import { useSearchFilter } from '../resource/use-search-filter';

const FILTERS = ['all', 'notice', 'notification'] as const;

/**
 * /console/notices (CONSOLE.md Authoring, admin): the notice board's notices and the notifications,
 * each with its state (showing, scheduled, ended, inactive) and its course (or every course); created
 * and changed in a form with a live sanitised preview of the HTML, a course and a schedule, deleted
 * after a confirmation. Which kind shows is kept in the address (`?show=notice`).
 */
export function NoticesPage() {
  const notices = useQuery(noticesQuery);
  const courses = useQuery(menuCoursesQuery);
  const action = useNoticeAction();
  const [filter, setFilter] = useSearchFilter('show', FILTERS, 'all');
  /** The notice being edited; null for a new one. */
  const ed = useResourceEditing<ConsoleNotice | null, ConsoleNotice>(action.reset);
  const out = outcomeOf(action);
  const { editing } = ed;

  return (
    <ResourcePage
      title="Notices and notifications"
      description="What students see on the notice board and the notifications page, and when they see it."
      newLabel="New notice"
      onNew={() => ed.edit(null)}
      query={notices}
      outcome={{ ...out, formOpen: ed.open }}
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
      dialogs={
        <ResourceDialogs
          ed={ed}
          out={out}
          editorTitle={editing ? `Edit ${editing.title}` : 'New notice'}
          form={
            <NoticeForm
              notice={editing ?? undefined}
              courses={courses.data?.courses ?? []}
              pending={out.pending}
              onCancel={ed.closeEditor}
              onSubmit={(body) =>
                action.mutate({ kind: 'save', id: editing?.id, body }, { onSuccess: ed.closeEditor })
              }
            />
          }
          removeTitle="Delete this notice?"
          removeText={`“${ed.removing?.title}” disappears for every student now. To hide it for a while instead, edit it and clear Active.`}
          onRemove={(r) => action.mutate({ kind: 'delete', id: r.id }, { onSuccess: ed.closeRemove })}
        />
      }
    >
      {(data) => (
        <NoticeList
          notices={data.notices.filter((n) => filter === 'all' || n.type === filter)}
          onEdit={ed.edit}
          onDelete={ed.remove}
        />
      )}
    </ResourcePage>
  );
}
