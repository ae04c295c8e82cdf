import { Button, Modal, Stack, Text } from '@mantine/core';

/** The screen blanked by IELTS's 'Hide' (hide-screen.tsx): the time keeps running. */
export function HiddenScreen({ opened, onShow }: { opened: boolean; onShow: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onShow}
      fullScreen
      withCloseButton={false}
      title="Screen hidden"
      transitionProps={{ duration: 0 }}
    >
      <Stack align="center" justify="center" mih="60vh" gap="md">
        <Text ta="center">Your screen is hidden. The time keeps running.</Text>
        <Button size="md" onClick={onShow}>
          Show screen
        </Button>
      </Stack>
    </Modal>
  );
}
