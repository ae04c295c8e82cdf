import { Button, type ButtonProps, Group } from '@mantine/core';

interface ChoiceButtonsProps<T extends string> {
  /** Names the group for screen readers. */
  label: string;
  choices: readonly T[];
  chosen: T | undefined;
  onChoose: (choice: T) => void;
  /** A choice's text (default: the choice itself). */
  labelOf?: (choice: T) => string;
  size?: ButtonProps['size'];
}

/**
 * One of a few, as a row of round buttons: the chosen one filled and pressed (a report's sections,
 * the exam whose targets the profile shows).
 */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  chosen,
  onChoose,
  labelOf = (choice) => choice,
  size = 'sm',
}: ChoiceButtonsProps<T>) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice}
          radius="xl"
          size={size}
          variant={choice === chosen ? 'filled' : 'default'}
          aria-pressed={choice === chosen}
          onClick={() => onChoose(choice)}
        >
          {labelOf(choice)}
        </Button>
      ))}
    </Group>
  );
}
