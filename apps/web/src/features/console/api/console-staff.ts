import {
  consoleStaffApi as api,
  type RequireTotpRequest,
  type StaffForgotRequest,
  type StaffInviteRequest,
  type StaffPasswordRequest,
  type StaffUpdateRequest,
} from '@portico/contract/console-staff';
import type { RouteDef, RouteInput } from '@portico/contract/route';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMeQuery } from './console';
import { consoleChange, consoleData, consoleMessage, consoleQuery } from './console-call';

// Signed out: forgot password, and the page of a mailed link (a reset or an invitation).
export const useStaffForgot = () =>
  useMutation({ mutationFn: (body: StaffForgotRequest) => consoleMessage(api.forgot, { body }) });

export const staffTokenQuery = (token: string) =>
  queryOptions({
    ...consoleQuery(['console', 'password-token', token], api.token, { query: { token } }),
    retry: false,
    enabled: Boolean(token),
  });

export const useStaffSetPassword = () =>
  useMutation({ mutationFn: (body: StaffPasswordRequest) => consoleMessage(api.setPassword, { body }) });

// The member's own account.
export const useTotpSetup = () => useMutation({ mutationFn: () => consoleData(api.totpSetup, {}) });

/** A change of the member's own account; who is signed in is asked again afterwards. */
function useAccountChange<D extends RouteDef>(def: D) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<D>['body']) => consoleMessage(def, { body } as RouteInput<D>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey }),
  });
}
export const useTotpDisable = () => useAccountChange(api.totpDisable);

/** How many recovery codes the member has left (decision 054). */
export const recoveryStatusQuery = consoleQuery(
  ['console', 'account', 'recovery-codes'],
  api.recoveryStatus,
  {},
);

/**
 * A change answering a new set of recovery codes (turning two-step sign-in on, or a new set): the
 * codes and the message; who is signed in and the codes left are asked again.
 */
function useCodesChange<D extends typeof api.totpEnable | typeof api.recoveryRenew>(def: D) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<D>['body']) => consoleChange(def, { body } as RouteInput<D>),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: recoveryStatusQuery.queryKey }),
      ]),
  });
}
export const useTotpEnable = () => useCodesChange(api.totpEnable);
export const useRecoveryRenew = () => useCodesChange(api.recoveryRenew);
export const usePasswordChange = () => useAccountChange(api.changePassword);

// The admin's staff page.
export const staffListQuery = consoleQuery(['console', 'staff'], api.list, {});

export type StaffAction =
  | { kind: 'invite'; body: StaffInviteRequest }
  | { kind: 'update'; id: string; body: StaffUpdateRequest }
  | { kind: 'disable' | 'enable' | 'resend'; id: string }
  | { kind: 'require-totp'; body: RequireTotpRequest };

/** One change on the staff page: its message. */
const sendStaffAction = (a: StaffAction) => {
  switch (a.kind) {
    case 'invite':
      return consoleMessage(api.invite, { body: a.body });
    case 'update':
      return consoleMessage(api.update, { params: { id: a.id }, body: a.body });
    case 'require-totp':
      return consoleMessage(api.requireTotp, { body: a.body });
    default:
      return consoleMessage(api[a.kind], { params: { id: a.id } });
  }
};

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStaffAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
