import { Button, Group, Select, TextInput } from '@mantine/core';
import {
  type ConsoleOrdersQuery,
  type OrderPeriod,
  type OrderStatusFilter,
  OrdersMessages,
  orderPeriods,
  orderStatusFilters,
} from '@portico/contract/console-orders';
import { type FormEvent, useEffect, useState } from 'react';
import { DayRangeFields } from '../../../components/date-field';
import { addressDay, dayRange } from '../../../lib/dates';
import { browserTimeZone } from '../../../lib/time-zone';
import { useAddressParams } from '../../../lib/use-address-params';

/** The filter's parameters in the address: the state, the period, the first and last day, the search, the page. */
const PARAMS = ['status', 'period', 'from', 'to', 'q', 'page'] as const;
type Param = (typeof PARAMS)[number];

export const STATUS_LABELS: Record<OrderStatusFilter, string> = {
  paid: 'Paid (refunded since or not)',
  refunded: 'Refunded, in whole or in part',
  pending: 'Pending payment',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const PERIOD_LABELS: Record<OrderPeriod, string> = {
  week: 'Last 7 days',
  month: 'This month',
  all: 'All time',
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((v) => v === raw);

/**
 * The orders list's filter, kept in the address (`?status=paid&period=month&q=asha&page=2`) so a
 * reload, a shared link or the console home's figure shows the same orders: the values the controls
 * show, a change to one of them (back to the first page), and the query the API is asked (the days as
 * their first and last moments, the period in this browser's time zone, as the home reckons it).
 */
export function useOrderFilter() {
  const [params, change] = useAddressParams();
  const values = {
    status: oneOf(orderStatusFilters, params.get('status')) ?? ('' as const),
    period: oneOf(orderPeriods, params.get('period')) ?? ('all' as const),
    from: addressDay(params.get('from')),
    to: addressDay(params.get('to')),
    q: (params.get('q') ?? '').trim(),
    page: Math.min(10_000, Math.max(1, Math.floor(Number(params.get('page'))) || 1)),
  };
  const set = (param: Param, value: string) =>
    change(
      (kept) => {
        if (value && !(param === 'period' && value === 'all')) kept.set(param, value);
        else kept.delete(param);
        if (param !== 'page') kept.delete('page');
      },
      { replace: param !== 'page' },
    );
  const clear = () =>
    change(
      (kept) => {
        for (const param of PARAMS) kept.delete(param);
      },
      { replace: true },
    );
  const query: ConsoleOrdersQuery = {
    status: values.status || undefined,
    period: values.period,
    ...dayRange(values.from, values.to),
    q: values.q || undefined,
    page: values.page,
    tz: browserTimeZone(),
  };
  return {
    values,
    set,
    clear,
    query,
    /** Any filter is set (the page is no filter). */
    narrowed: Boolean(values.status || values.period !== 'all' || values.from || values.to || values.q),
    /** The last day comes before the first: nothing is asked until it is put right. */
    rangeError: Boolean(values.from && values.to && values.from > values.to),
  };
}

export type OrderFilter = ReturnType<typeof useOrderFilter>;

/** The student search: typed, then sent to the address with Search (or Enter). */
function OrderSearch({ filter }: { filter: OrderFilter }) {
  const [text, setText] = useState(filter.values.q);
  // A new address (Back, Clear filters, a link) shows its own search.
  useEffect(() => setText(filter.values.q), [filter.values.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filter.set('q', text.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Find orders of a student" style={{ flex: '1 1 240px' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Student’s name or email"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );
}

/** The orders list's filter controls: a state, a period, a range of days and a student. */
export function OrderFilters({ filter }: { filter: OrderFilter }) {
  const { values, set } = filter;
  const statuses = orderStatusFilters.map((value) => ({ value, label: STATUS_LABELS[value] }));
  const periods = orderPeriods.map((value) => ({ value, label: PERIOD_LABELS[value] }));
  return (
    <Group role="search" aria-label="Filter the orders" gap="sm" align="flex-start">
      <Select
        label="State"
        placeholder="Every state"
        data={statuses}
        value={values.status || null}
        onChange={(v) => set('status', v ?? '')}
        clearable
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label="When"
        data={periods}
        value={values.period}
        onChange={(v) => set('period', v ?? '')}
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
      />
      <DayRangeFields
        from={values.from}
        to={values.to}
        onChange={set}
        rangeError={filter.rangeError ? OrdersMessages.range : undefined}
      />
      <OrderSearch filter={filter} />
      {filter.narrowed && (
        <Button variant="default" onClick={filter.clear} mt={{ base: 0, xs: 25 }}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
