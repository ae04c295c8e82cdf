import type {
  PasswordChangeRequest,
  RequireTotpRequest,
  StaffForgotRequest,
  StaffInviteRequest,
  StaffList,
  StaffListItem,
  StaffPasswordRequest,
  StaffTokenInfo,
  StaffUpdateRequest,
  TotpDisableRequest,
  TotpSetup,
} from '@portico/contract/console-staff';
import type { MessageResponse } from '@portico/contract/envelope';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { dataOf, quiet, staffMeQuery } from './console';
import { consoleGet, consoleQuery } from './console-call';

type Data<T> = { success: boolean; message?: string; data?: T };

// Signed out: forgot password, and the page of a mailed link (a reset or an invitation).
export const useStaffForgot = () =>
  useMutation({
    mutationFn: async (body: StaffForgotRequest) =>
      (await apiPost<MessageResponse>('console/password/forgot', body, quiet)).message ?? '',
  });

export const staffTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['console', 'password-token', token],
    queryFn: ({ signal }): Promise<StaffTokenInfo> =>
      consoleGet<StaffTokenInfo>('console/password/token', signal, { token }),
    retry: false,
    enabled: Boolean(token),
  });

export const useStaffSetPassword = () =>
  useMutation({
    mutationFn: async (body: StaffPasswordRequest) =>
      (await apiPost<MessageResponse>('console/password/reset', body, quiet)).message ?? '',
  });

// The member's own account.
export const useTotpSetup = () =>
  useMutation({
    mutationFn: async () =>
      dataOf((await apiPost<Data<TotpSetup>>('console/account/totp/setup', {}, quiet)).data),
  });

/** A change of the member's own account; who is signed in is asked again afterwards. */
function useAccountChange<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await apiPost<MessageResponse>(path, body, quiet)).message ?? '',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey }),
  });
}
export const useTotpEnable = () => useAccountChange<{ code: string }>('console/account/totp/enable');
export const useTotpDisable = () => useAccountChange<TotpDisableRequest>('console/account/totp/disable');
export const usePasswordChange = () => useAccountChange<PasswordChangeRequest>('console/account/password');

// The admin's staff page.
export const staffListQuery = consoleQuery<StaffList>(['console', 'staff'], 'console/staff');

export type StaffAction =
  | { kind: 'invite'; body: StaffInviteRequest }
  | { kind: 'update'; id: string; body: StaffUpdateRequest }
  | { kind: 'disable' | 'enable' | 'resend'; id: string }
  | { kind: 'require-totp'; body: RequireTotpRequest };

const request = (a: StaffAction): [string, unknown] => {
  switch (a.kind) {
    case 'invite':
      return ['console/staff', a.body];
    case 'update':
      return [`console/staff/${a.id}`, a.body];
    case 'require-totp':
      return ['console/staff/require-totp', a.body];
    default:
      return [`console/staff/${a.id}/${a.kind}`, {}];
  }
};

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: StaffAction) => {
      const [path, body] = request(a);
      const res = await apiPost<Data<StaffListItem | { required: boolean }>>(path, body, quiet);
      return res.message ?? '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
