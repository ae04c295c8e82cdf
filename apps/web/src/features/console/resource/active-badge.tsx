import { Badge } from '@mantine/core';

/** Whether students see an item now, or it is switched off for a while. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="light"
      color={active ? 'green' : 'orange'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
