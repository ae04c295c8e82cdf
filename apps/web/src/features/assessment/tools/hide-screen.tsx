import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * IELTS's 'Hide' (EXAM-PROFILES.md 'other'): the screen goes blank for a short break, so nobody nearby
 * reads the questions; the time keeps running, as it does on test day.
 */
export function useHideScreen(enabled: boolean) {
  const [hidden, setHidden] = useState(false);
  if (!enabled) return { button: null, overlay: null };
  return {
    button: (
      <Button variant="default" aria-haspopup="dialog" onClick={() => setHidden(true)}>
        Hide
      </Button>
    ),
    overlay: (
      <Modal
        opened={hidden}
        onClose={() => setHidden(false)}
        fullScreen
        withCloseButton={false}
        title="Screen hidden"
        transitionProps={{ duration: 0 }}
      >
        <Stack align="center" justify="center" mih="60vh" gap="md">
          <Text ta="center">Your screen is hidden. The time keeps running.</Text>
          <Button size="md" onClick={() => setHidden(false)}>
            Show screen
          </Button>
        </Stack>
      </Modal>
    ),
  };
}
