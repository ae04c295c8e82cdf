import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';

interface ToolPanelProps {
  title: string;
  /** The panel's own box (where it sits beside the question, below it on a phone). */
  className: string | undefined;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The panel itself, for a tool that takes focus on opening (then `focusable`). */
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
  children: ReactNode;
}

/**
 * A calculator's panel beside the question: a dialog named by its title, with a button that
 * closes it (every calculator is closed the same way: 'Close the calculator').
 */
export function ToolPanel({
  title,
  className,
  onClose,
  onKeyDown,
  ref,
  focusable,
  children,
}: ToolPanelProps) {
  const titleId = useId();
  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={focusable ? -1 : undefined}
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      className={className}
      onKeyDown={onKeyDown}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text id={titleId} fw={700} size="sm">
          {title}
        </Text>
        <CloseButton aria-label="Close the calculator" onClick={onClose} />
      </Group>
      {children}
    </Paper>
  );
}
