import { Button, Group, NativeSelect } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { TEXTS } from '../utils/texts';

export type SortOrder = 'desc' | 'asc';

interface NotificationFiltersProps {
  sort: SortOrder;
  from: string;
  to: string;
  rangeError: boolean;
  onSort: (sort: SortOrder) => void;
  onDates: (from: string, to: string) => void;
}

/** spec 1 §2 sort select and §3 date filter (from and to). */
export function NotificationFilters({
  sort,
  from,
  to,
  rangeError,
  onSort,
  onDates,
}: NotificationFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={TEXTS.sortLabel}
        value={sort}
        onChange={(e) => onSort(e.currentTarget.value as SortOrder)}
        data={[
          { value: 'desc', label: TEXTS.newestFirst },
          { value: 'asc', label: TEXTS.oldestFirst },
        ]}
        w={{ base: '100%', xs: 190 }}
      />
      <DateField
        label={TEXTS.from}
        value={from}
        maxDate={to || undefined}
        onChange={(value) => onDates(value, to)}
        error={rangeError ? TEXTS.badRange : undefined}
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
      />
      <DateField
        label={TEXTS.to}
        value={to}
        minDate={from || undefined}
        onChange={(value) => onDates(from, value)}
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
      />
      {(from || to) && (
        <Button variant="subtle" onClick={() => onDates('', '')}>
          {TEXTS.clearDates}
        </Button>
      )}
    </Group>
  );
}
