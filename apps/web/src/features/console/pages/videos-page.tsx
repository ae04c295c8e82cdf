import { Text } from '@mantine/core';
import type { ConsoleVideo } from '@portico/contract/console-videos';
import { useQuery } from '@tanstack/react-query';
import { useVideoAction, videosQuery } from '../api/videos';
import { VideoForm } from '../components/video-form';
import { VideoList } from '../components/video-list';
import { ResourceDialogs } from '../resource/resource-dialogs';
import { ResourcePage } from '../resource/resource-page';
import { outcomeOf, useResourceEditing } from '../resource/use-resource-editing';

/**
 * /console/videos (CONSOLE.md Authoring, admin): the videos of the students' dashboard by section, for one
 * course or all courses; created and changed in a form, moved up or down, deleted after a confirmation.
 */
export function VideosPage() {
  const videos = useQuery(videosQuery);
  const action = useVideoAction();
  /** The video being edited; null for a new one. */
  const ed = useResourceEditing<ConsoleVideo | null, ConsoleVideo>(action.reset);
  const out = outcomeOf(action);
  const { editing } = ed;
  const data = videos.data;

  return (
    <ResourcePage
      title="Dashboard videos"
      description="The walkthrough, visa insights, word of the day, tip of the day and trending videos on the students’ dashboard."
      newLabel="New video"
      newDisabled={!data}
      onNew={() => ed.edit(null)}
      query={videos}
      outcome={{ ...out, formOpen: ed.open }}
      dialogs={
        <ResourceDialogs
          ed={ed}
          out={out}
          editorTitle={editing ? `Edit ${editing.title}` : 'New video'}
          form={
            data && (
              <VideoForm
                video={editing ?? undefined}
                courses={data.courses}
                pending={out.pending}
                onCancel={ed.closeEditor}
                onSubmit={(body) =>
                  action.mutate({ kind: 'save', id: editing?.id, body }, { onSuccess: ed.closeEditor })
                }
              />
            )
          }
          removeTitle="Delete this video?"
          removeText={`“${ed.removing?.title}” leaves every student’s dashboard now. To hide it for a while instead, edit it and clear Active.`}
          onRemove={(r) => action.mutate({ kind: 'delete', id: r.id }, { onSuccess: ed.closeRemove })}
        />
      }
    >
      {(list) =>
        list.videos.length ? (
          <VideoList
            videos={list.videos}
            pending={out.pending}
            onEdit={ed.edit}
            onDelete={ed.remove}
            onReorder={(ids) => action.mutate({ kind: 'reorder', ids })}
          />
        ) : (
          <Text c="dimmed">No videos yet.</Text>
        )
      }
    </ResourcePage>
  );
}
