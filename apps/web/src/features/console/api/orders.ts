import { consoleOrdersApi as api, type ConsoleOrdersQuery } from '@portico/contract/console-orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleQuery } from './console-call';

/**
 * The company's orders (issue 40, admins), as the filter asks, a page at a time, with the count and
 * revenue of all it keeps. The page shown stays while the next one comes.
 */
export const consoleOrdersQuery = (query: ConsoleOrdersQuery) =>
  queryOptions({
    ...consoleQuery(['console', 'orders', query], api.list, { query }),
    placeholderData: keepPreviousData,
  });
