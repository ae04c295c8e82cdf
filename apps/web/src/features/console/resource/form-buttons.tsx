import { Button, Group } from '@mantine/core';

/**
 * A console form's submit button (busy while it saves) and, where the form can be left, Cancel.
 * `end`: at the form's right end, Cancel first, as a modal's buttons stand.
 */
export function FormButtons({
  pending,
  label,
  onCancel,
  end,
}: {
  pending: boolean;
  label: string;
  onCancel?: () => void;
  end?: boolean;
}) {
  const submit = (
    <Button type="submit" loading={pending}>
      {label}
    </Button>
  );
  const cancel = onCancel && (
    <Button variant="default" onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <Group gap="sm" justify={end ? 'flex-end' : undefined}>
      {end ? cancel : submit}
      {end ? submit : cancel}
    </Group>
  );
}
