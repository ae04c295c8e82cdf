import { Button, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

/** Blocking: no close button, Escape and outside clicks do nothing; Login goes to /logout. */
export default function SessionExpiredModal({ onLogin }: { onLogin: () => void }) {
  const navigate = useNavigate();
  return (
    // Compound form: the default Modal header is a <header> element, a second banner landmark.
    <Modal.Root
      opened
      onClose={() => {}}
      centered
      closeOnEscape={false}
      closeOnClickOutside={false}
      radius="lg"
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body p="xl">
          <Modal.Title fw={700} fz="xl" mb="xs">
            Session Expired!
          </Modal.Title>
          <Text c="dimmed" mb="lg">
            Your session has ended. Please log in again to continue.
          </Text>
          <Button
            fullWidth
            size="md"
            data-autofocus
            onClick={() => {
              onLogin();
              navigate('/logout');
            }}
          >
            Login
          </Button>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
