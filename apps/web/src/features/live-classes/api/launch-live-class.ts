import type { LiveClass } from '@portico/contract/live-classes';
import { postUserAction } from '../../../lib/api/post-user-action';

/**
 * spec 1 §4 / spec 3 §2 live class launch: an Attended action is posted (referenceType 'Batch',
 * objectType 'LiveClass'), then the join link opens in a new tab. The tab is opened before the post so
 * that the browser counts it as the click's own pop-up (Safari blocks one opened after an await); it
 * loses its opener before it leaves for the meeting, as `noopener` would.
 */
export async function launchLiveClass(
  cls: Pick<LiveClass, 'id' | 'zoomData'>,
  courseId: string | null,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    await postUserAction({
      referenceId: cls.id,
      referenceType: 'Batch',
      objectType: 'LiveClass',
      status: 'Attended',
      duration: 0,
      timeStamp: new Date().toISOString(),
      ...(courseId ? { courseId } : {}),
    });
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = cls.zoomData.join_url;
  } else {
    window.location.assign(cls.zoomData.join_url);
  }
}
