import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { formatDateTime } from '../../../lib/dates';
import { clearSavedAnswers } from '../../../lib/offline-status';

export const NOTICE_TEXTS = {
  offline: 'You are offline',
  slow: 'Showing what this device saved',
  savedCopy: (when: string) =>
    `The network is not answering: what you see was saved on this device on ${when}.`,
  nothingSaved: 'Pages you have not opened or saved before need the network.',
  keeps: 'Answers and reviews you give are kept here and sent when you are back online.',
} as const;

/**
 * The shell's offline notice (issue 46, decision 073): offline, or answered from the device's copies,
 * the page says so and since when, never showing a saved copy as current. Back online, every read
 * is asked again and the notice goes once fresh answers are in.
 */
export function OfflineNotice({ online, savedAt }: { online: boolean; savedAt: string | null }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!online || !savedAt) return;
    clearSavedAnswers();
    void queryClient.invalidateQueries();
  }, [online, savedAt, queryClient]);

  return (
    <Container size="xl" pt="md">
      <StatusAlert
        tone="info"
        title={online ? NOTICE_TEXTS.slow : NOTICE_TEXTS.offline}
        data-testid="offline-notice"
      >
        {savedAt ? NOTICE_TEXTS.savedCopy(formatDateTime(savedAt)) : NOTICE_TEXTS.nothingSaved}{' '}
        {NOTICE_TEXTS.keeps}
      </StatusAlert>
    </Container>
  );
}
