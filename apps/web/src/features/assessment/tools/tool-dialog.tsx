import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface ToolDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the close button says to a screen reader ('Close the reference sheet'). */
  closeLabel: string;
  children: ReactNode;
}

/** A tool shown over the question (the SAT's reference sheet, GRE's Review): Escape or ✕ closes it. */
export function ToolDialog({ opened, onClose, title, closeLabel, children }: ToolDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Modal>
  );
}
