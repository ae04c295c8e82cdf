import { type PushSettings, pushApi } from '@portico/contract/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export const pushSettingsQueryKey = () => ['push', 'settings'] as const;

export const getPushSettings = (signal?: AbortSignal): Promise<PushSettings> =>
  callData(pushApi.settings, undefined, { signal });

export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: pushSettingsQueryKey(), queryFn: ({ signal }) => getPushSettings(signal) });

/** The key this device subscribes with and each kind of reminder on or off (decision 072). */
export const usePushSettings = (enabled = true) => useQuery({ ...pushSettingsQueryOptions(), enabled });
