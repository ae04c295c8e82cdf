import { Loader, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { BookIcon, ChevronRightIcon } from '../../../components/icons';
import classes from './course-button.module.css';

interface CourseButtonProps {
  name: string;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}

export function CourseButton({ name, loading, disabled, onClick }: CourseButtonProps) {
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
      <Text fw={600} className={classes.name}>
        {name}
      </Text>
      {loading ? (
        <Loader size={18} aria-hidden="true" />
      ) : (
        <ChevronRightIcon size={18} className={classes.chevron} />
      )}
    </UnstyledButton>
  );
}
