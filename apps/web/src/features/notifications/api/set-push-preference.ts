import { type PushKind, pushApi } from '@portico/contract/push';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { pushSettingsQueryKey } from './push-settings';

export const setPushPreference = (kind: PushKind, enabled: boolean) =>
  callData(pushApi.preference, { body: { kind, enabled } });

/** One kind of reminder on or off; the settings answered replace the ones shown. */
export function useSetPushPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: PushKind; enabled: boolean }) => setPushPreference(kind, enabled),
    onSuccess: (settings) => queryClient.setQueryData(pushSettingsQueryKey(), settings),
  });
}
