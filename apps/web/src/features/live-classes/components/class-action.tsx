import { Button } from '@mantine/core';
import type { LiveClass } from '@portico/contract/live-classes';
import { useState } from 'react';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { launchLiveClass } from '../api/launch-live-class';
import { TEXTS } from '../texts';

/**
 * spec 3 §2: Finished (disabled), Launch, or Not started (disabled) by clsStatus. Launch posts the
 * Attended action, then opens the join link in a new tab.
 */
export function ClassAction({ cls, courseId }: { cls: LiveClass; courseId: string | null }) {
  const [launching, setLaunching] = useState(false);
  if (cls.clsStatus === 'finished') {
    return (
      <Button size="sm" variant="default" disabled>
        {TEXTS.finished}
      </Button>
    );
  }
  if (cls.clsStatus !== 'started' || !cls.zoomData.join_url) {
    return (
      <Button size="sm" variant="default" disabled>
        {TEXTS.notStarted}
      </Button>
    );
  }
  const launch = async () => {
    setLaunching(true);
    try {
      await launchLiveClass(cls, courseId);
    } catch (error) {
      if (!isSessionExpired(error)) {
        notify.show({ color: 'red', message: errorMessage(error, TEXTS.launchFailed) });
      }
    } finally {
      setLaunching(false);
    }
  };
  return (
    <Button size="sm" onClick={launch} loading={launching} aria-label={`${TEXTS.launch}: ${cls.className}`}>
      {TEXTS.launch}
    </Button>
  );
}
