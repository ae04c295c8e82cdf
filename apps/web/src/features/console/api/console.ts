import { type AuditQuery, consoleApi, type StaffLoginRequest } from '@portico/contract/console';
import {
  consoleStaffApi,
  type StaffRecoveryLoginRequest,
  type StaffTotpLoginRequest,
} from '@portico/contract/console-staff';
import type { RouteAnswerData } from '@portico/contract/route';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

// The console's calls never raise the students' 'Session Expired!' dialog: a console without a
// staff session shows its own sign-in form.
export const quiet = { sessionExpiredDialog: false } as const;

/** The call was refused for want of a staff session: the console shows its sign-in form. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The signed-in staff member, or a 401 ApiError when there is none. */
export const staffMeQuery = queryOptions({
  queryKey: ['console', 'me'],
  queryFn: ({ signal }) => callData(consoleApi.me, undefined, { signal, ...quiet }),
  retry: false,
});

/** The audit log, as narrowed by `query` (a staff member, an act, a range of moments). */
export const auditQuery = (query: AuditQuery = {}) =>
  queryOptions({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => callData(consoleApi.audit, { query }, { signal, ...quiet }),
    placeholderData: keepPreviousData,
  });

/** A sign-in step's answer: a signed-in member becomes who the console shows. */
function useSignInStep<B>(send: (body: B) => Promise<RouteAnswerData<typeof consoleApi.login>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if ('staff' in result) queryClient.setQueryData(staffMeQuery.queryKey, result.staff);
    },
  });
}

/** The password step: a session, or (a member with TOTP) a step token for `useStaffTotpLogin`. */
export const useStaffLogin = () =>
  useSignInStep((body: StaffLoginRequest) => callData(consoleApi.login, { body }, quiet));

/** The code step of a member with TOTP. */
export const useStaffTotpLogin = () =>
  useSignInStep((body: StaffTotpLoginRequest) => callData(consoleStaffApi.loginTotp, { body }, quiet));

/** The code step with a recovery code in place of the TOTP code (decision 054). */
export const useStaffRecoveryLogin = () =>
  useSignInStep((body: StaffRecoveryLoginRequest) =>
    callData(consoleStaffApi.loginRecovery, { body }, quiet),
  );

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(consoleApi.logout, undefined, quiet),
    onSettled: async () => {
      // Everything the member read goes; asking again who is signed in shows the sign-in form.
      queryClient.removeQueries({ queryKey: ['console', 'audit'] });
      queryClient.removeQueries({ queryKey: ['console', 'support'] });
      queryClient.removeQueries({ queryKey: ['console', 'staff'] });
      await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
