import { Loader, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { BookIcon, ChevronRightIcon } from '../../../components/icons';
import classes from './course-button.module.css';

interface CourseButtonProps {
  name: string;
  /** A line under the name: when the course's access starts, for one that starts later. */
  note?: string;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}

export function CourseButton({ name, note, loading, disabled, onClick }: CourseButtonProps) {
  return (
    <UnstyledButton
      className={classes.card}
      onClick={onClick}
      disabled={disabled}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
        <BookIcon size={22} />
      </ThemeIcon>
      <Stack gap={2} className={classes.name}>
        <Text fw={600}>{name}</Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
      {loading ? (
        <Loader size={18} aria-hidden="true" />
      ) : (
        <ChevronRightIcon size={18} className={classes.chevron} />
      )}
    </UnstyledButton>
  );
}
