import type {
  AuditEntry,
  AuditResponse,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffMember,
  StaffMeResponse,
} from '@portico/contract/console';
import type { StaffTotpLoginRequest } from '@portico/contract/console-staff';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiGet, apiPost } from '../../../lib/http';

export function dataOf<T>(data: T | undefined): T {
  if (data === undefined) throw new ApiError('No data', { status: 0, fromServer: false });
  return data;
}

// The console's calls never raise the students' 'Session Expired!' dialog: a console without a
// staff session shows its own sign-in form.
export const quiet = { sessionExpiredDialog: false } as const;

/** The call was refused for want of a staff session: the console shows its sign-in form. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The signed-in staff member, or a 401 ApiError when there is none. */
export const staffMeQuery = queryOptions({
  queryKey: ['console', 'me'],
  queryFn: async ({ signal }): Promise<StaffMember> =>
    dataOf((await apiGet<StaffMeResponse>('console/me', { signal, ...quiet })).data),
  retry: false,
});

export const auditQuery = queryOptions({
  queryKey: ['console', 'audit'],
  queryFn: async ({ signal }): Promise<AuditEntry[]> =>
    dataOf((await apiGet<AuditResponse>('console/audit', { signal, ...quiet })).data),
});

/**
 * The password step: a session, or (a member with TOTP) a step token for `useStaffTotpLogin`.
 */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffLoginRequest) =>
      dataOf((await apiPost<StaffLoginResponse>('console/login', body, quiet)).data),
    onSuccess: (result) => {
      if ('staff' in result) queryClient.setQueryData(staffMeQuery.queryKey, result.staff);
    },
  });
}

/** The code step of a member with TOTP. */
export function useStaffTotpLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffTotpLoginRequest) =>
      dataOf((await apiPost<StaffLoginResponse>('console/login/totp', body, quiet)).data),
    onSuccess: (result) => {
      if ('staff' in result) queryClient.setQueryData(staffMeQuery.queryKey, result.staff);
    },
  });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('console/logout', {}, quiet),
    onSettled: async () => {
      // Everything the member read goes; asking again who is signed in shows the sign-in form.
      queryClient.removeQueries({ queryKey: auditQuery.queryKey });
      queryClient.removeQueries({ queryKey: ['console', 'support'] });
      queryClient.removeQueries({ queryKey: ['console', 'staff'] });
      await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
