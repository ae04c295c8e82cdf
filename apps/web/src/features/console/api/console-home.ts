import { consoleHomeApi } from '@portico/contract/console-home';
import { consoleQuery } from './console-call';

/**
 * The console home (issue 40, decision 053): what waits per queue, the member's own work, today's
 * classes, the week and month (admins), the evaluations trend. Kept fresh for half a minute.
 */
export const consoleHomeQuery = (tz: string) =>
  consoleQuery(['console', 'home', tz], consoleHomeApi.home, { query: { tz } }, { staleTime: 30_000 });
