import { Button, Group, Select } from '@mantine/core';
import { AuditMessages, type AuditQuery } from '@portico/contract/console';
import { useQuery } from '@tanstack/react-query';
import { DayRangeFields } from '../../../components/date-field';
import { addressDay, dayRange } from '../../../lib/dates';
import { useAddressParams } from '../../../lib/use-address-params';
import { staffListQuery } from '../api/console-staff';
import { AUDIT_ACT_CHOICES } from '../utils/audit-actions';

/** The filter's parameters in the address: who acted, the act, and the first and last day. */
const PARAMS = ['who', 'act', 'from', 'to'] as const;
type Param = (typeof PARAMS)[number];

/**
 * The audit log's filter, kept in the address (`?who=…&act=…&from=…&to=…`) so a reload or a shared
 * link shows the same entries: the values the controls show, a change to one of them, and the query
 * the API is asked (the days as their first and last moments in this browser's time zone).
 */
export function useAuditFilter() {
  const [params, change] = useAddressParams();
  const values: Record<Param, string> = {
    who: params.get('who') ?? '',
    act: params.get('act') ?? '',
    from: addressDay(params.get('from')),
    to: addressDay(params.get('to')),
  };
  const set = (param: Param, value: string) =>
    change(
      (kept) => {
        if (value) kept.set(param, value);
        else kept.delete(param);
      },
      { replace: true },
    );
  const clear = () =>
    change(
      (kept) => {
        for (const param of PARAMS) kept.delete(param);
      },
      { replace: true },
    );
  const query: AuditQuery = {
    staffId: values.who || undefined,
    action: values.act || undefined,
    ...dayRange(values.from, values.to),
  };
  return {
    values,
    set,
    clear,
    query,
    /** Any filter is set. */
    narrowed: PARAMS.some((p) => values[p]),
    /** The last day comes before the first: nothing is asked until it is put right. */
    rangeError: Boolean(values.from && values.to && values.from > values.to),
  };
}

export type AuditFilter = ReturnType<typeof useAuditFilter>;

/** The audit log's filter controls: a staff member, an act, and a range of days. */
export function AuditFilters({ filter }: { filter: AuditFilter }) {
  const staff = useQuery(staffListQuery);
  const { values, set } = filter;
  const people = (staff.data?.staff ?? []).map((m) => ({ value: m.id, label: m.name }));
  return (
    <Group role="search" aria-label="Filter the audit log" gap="sm" align="flex-start" mb="md">
      <Select
        label="Staff member"
        placeholder={staff.isPending ? 'Loading staff…' : 'Everyone'}
        data={people}
        value={values.who || null}
        onChange={(v) => set('who', v ?? '')}
        clearable
        searchable
        nothingFoundMessage="No such staff member"
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label="Act"
        placeholder="Every act"
        data={AUDIT_ACT_CHOICES}
        value={values.act || null}
        onChange={(v) => set('act', v ?? '')}
        clearable
        searchable
        nothingFoundMessage="No such act"
        w={{ base: '100%', xs: 260 }}
      />
      <DayRangeFields
        from={values.from}
        to={values.to}
        onChange={set}
        rangeError={filter.rangeError ? AuditMessages.range : undefined}
      />
      {filter.narrowed && (
        <Button variant="default" onClick={filter.clear} mt={{ base: 0, xs: 25 }}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
