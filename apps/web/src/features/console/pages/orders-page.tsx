import { Pagination, Paper, Stack, Text } from '@mantine/core';
import type { ConsoleOrders } from '@portico/contract/console-orders';
import { formatPaise } from '@portico/contract/products';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { consoleOrdersQuery } from '../api/orders';
import { type OrderFilter, OrderFilters, useOrderFilter } from '../components/order-filters';
import { OrderList } from '../components/order-list';
import { PageTitle } from '../resource/page-title';

/**
 * The filtered set's totals: how many orders, and the revenue (captured payments less their refunds,
 * the console home's own reckoning), said in words.
 */
function OrderTotals({ data }: { data: ConsoleOrders }) {
  const { revenue } = data;
  const since = data.periodFrom ? ` since ${formatDate(data.periodFrom)}` : '';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Totals of these orders">
      <Text fw={600} aria-live="polite">
        {data.total === 1 ? '1 order' : `${data.total} orders`}
        {since} · Revenue {formatPaise(revenue.netPaise)}
      </Text>
      <Text size="sm" c="dimmed">
        Revenue is what captured payments brought in less what was refunded of them:{' '}
        {formatPaise(revenue.paidPaise)} paid − {formatPaise(revenue.refundedPaise)} refunded. Pending, failed
        and cancelled orders bring in nothing.
      </Text>
    </Paper>
  );
}

/** One page of orders, the totals of all of them, and the pages. */
function OrdersFound({ data, filter }: { data: ConsoleOrders; filter: OrderFilter }) {
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <>
      <OrderTotals data={data} />
      <OrderList
        orders={data.orders}
        empty={
          filter.narrowed
            ? 'No order matches these filters.'
            : data.total > 0
              ? 'No orders on this page.'
              : 'No orders yet. Orders appear here once students buy a course.'
        }
      />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={data.page}
          onChange={(p) => filter.set('page', p === 1 ? '' : String(p))}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </>
  );
}

/**
 * /console/orders (issue 40, admins): the company's orders newest first, each with its student, what
 * was bought, the amount, its state, the gateway's payment id and any refund; filtered by state,
 * period, days and student in the address, with the count and revenue of all the filter keeps.
 */
export function OrdersPage() {
  const filter = useOrderFilter();
  const orders = useQuery({ ...consoleOrdersQuery(filter.query), enabled: !filter.rangeError });
  return (
    <Stack gap="lg">
      <PageTitle title="Orders">
        Every purchase of the institute’s courses, newest first. Open a student to see their enrolments.
      </PageTitle>
      <OrderFilters filter={filter} />
      {!filter.rangeError && orders.isPending && <PageLoader label="Loading orders…" />}
      {!filter.rangeError && orders.isError && (
        <StatusAlert tone="error">{errorMessage(orders.error)}</StatusAlert>
      )}
      {!filter.rangeError && orders.data && <OrdersFound data={orders.data} filter={filter} />}
    </Stack>
  );
}
