import { StatusAlert } from '../../../components/status-alert';
import { formatDateTime } from '../../../lib/dates';

/** A report that may be a snapshot whose newer figures are being computed (decision 069). */
type Freshness = { asOf: string; refreshing: boolean };

/** How often a page asks again while its report's newer figures are being computed. */
const POLL_MS = 15_000;

/** TanStack Query's refetchInterval for such a report: ask again until the newer figures are in. */
export const untilFresh = (query: { state: { data?: Freshness } }) =>
  query.state.data?.refreshing ? POLL_MS : false;

/** Says when the figures shown are a snapshot being refreshed; the page takes the newer ones itself. */
export function FiguresFreshness({ report }: { report: Freshness }) {
  if (!report.refreshing) return null;
  return (
    <StatusAlert tone="info">
      These figures are from {formatDateTime(report.asOf)}. Newer ones are being worked out; this page shows
      them as soon as they are ready.
    </StatusAlert>
  );
}
