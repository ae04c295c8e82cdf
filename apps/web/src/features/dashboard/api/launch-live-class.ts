import type { OngoingClass } from '@portico/contract/dashboard';
import { postUserAction } from '../../../lib/api/post-user-action';

/**
 * spec 1 §4 live class launch: an Attended action is posted, then the join link opens. The tab is
 * opened before the post so that the browser counts it as the click's own pop-up.
 */
export async function launchLiveClass(cls: OngoingClass, courseId: string | null): Promise<void> {
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
