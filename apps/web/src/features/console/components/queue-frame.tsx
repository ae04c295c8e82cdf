import { SegmentedControl, Text } from '@mantine/core';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { isSignedOut, staffMeQuery } from '../api/console';

/**
 * A queue's filter kept in the address (`?status=answered`), so a reload or a shared link shows the
 * same list; the default filter leaves the address bare.
 */
export function useQueueFilter<F extends string>(param: string, filters: readonly F[], fallback: F) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const value = filters.find((f) => f === raw) ?? fallback;
  const set = (next: string) => setParams(next === fallback ? {} : { [param]: next }, { replace: true });
  return [value, set] as const;
}

/** 'Show' and the queue's filters as one segmented control. */
export function QueueFilterControl<F extends string>(props: {
  data: { value: F; label: string }[];
  value: F;
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        Show
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={props.data}
        value={props.value}
        onChange={props.onChange}
      />
    </div>
  );
}

/**
 * A queue while it loads or when it fails; when the staff session has ended, asking who is signed in
 * brings back the console's sign-in form instead of an error.
 */
export function QueueState({ query, loading }: { query: UseQueryResult<unknown>; loading: string }) {
  const queryClient = useQueryClient();
  const signedOut = isSignedOut(query.error);
  useEffect(() => {
    if (signedOut) void queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
  }, [signedOut, queryClient]);
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError && !signedOut) return <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>;
  return null;
}

/** The time now, moved on every minute so ages and due times stay right on an open page. */
export function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
