import { StateBadge } from './state-badge';

/** Whether students see an item now, or it is switched off for a while. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <StateBadge color={active ? 'green' : 'orange'}>{active ? 'Active' : 'Inactive'}</StateBadge>;
}
