import { Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: string | number;
  fullScreen?: boolean;
}

/**
 * A Modal built from its parts: the default header is a <header> element, which would be a second
 * banner landmark on the page (axe). Escape closes it (spec 1 §5).
 */
export function DialogView({
  opened,
  onClose,
  title,
  children,
  size = 'md',
  fullScreen = false,
}: DialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size} fullScreen={fullScreen} radius="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" wrap="nowrap" mb="md">
            <Modal.Title fw={700} fz="lg">
              {title}
            </Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Group>
          {children}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
