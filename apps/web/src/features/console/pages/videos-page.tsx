import { Text } from '@mantine/core';
import type { ConsoleVideo, VideoInput, VideoList as Videos } from '@portico/contract/console-videos';
import { useQuery } from '@tanstack/react-query';
import { useVideoAction, videosQuery } from '../api/videos';
import { VideoForm } from '../components/video-form';
import { VideoList } from '../components/video-list';
import { ListActionPage } from '../resource/list-action-page';

/**
 * /console/videos (CONSOLE.md Authoring, admin): the videos of the students' dashboard by section, for one
 * course or all courses; created and changed in a form, moved up or down, deleted after a confirmation.
 */
export function VideosPage() {
  const videos = useQuery(videosQuery);
  const action = useVideoAction();
  return (
    <ListActionPage<Videos, ConsoleVideo, VideoInput, 'delete'>
      title="Dashboard videos"
      description="The walkthrough, visa insights, word of the day, tip of the day and trending videos on the students’ dashboard."
      noun="video"
      newDisabled={!videos.data}
      query={videos}
      action={action}
      editTitle={(v) => `Edit ${v.title}`}
      form={({ item, data, ...form }) => data && <VideoForm video={item} courses={data.courses} {...form} />}
      remove={{
        kind: 'delete',
        title: 'Delete this video?',
        text: (v) =>
          `“${v?.title}” leaves every student’s dashboard now. To hide it for a while instead, edit it and clear Active.`,
      }}
    >
      {(list, open) =>
        list.videos.length ? (
          <VideoList
            videos={list.videos}
            pending={action.isPending}
            onEdit={open.edit}
            onDelete={open.remove}
            onReorder={(ids) => action.mutate({ kind: 'reorder', ids })}
          />
        ) : (
          <Text c="dimmed">No videos yet.</Text>
        )
      }
    </ListActionPage>
  );
}
