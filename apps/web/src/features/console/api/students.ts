import type {
  ChangeEnrolment,
  GrantEnrolment,
  StudentProfile,
  StudentSearch,
} from '@portico/contract/console-students';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** Students whose name, email or mobile contains the text, a page at a time. */
export const studentSearchQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['console', 'students', 'search', q, page],
    queryFn: async ({ signal }): Promise<StudentSearch> =>
      dataOf(
        (
          await apiGet<Envelope<StudentSearch>>('console/students', {
            query: { q, page: String(page) },
            signal,
            ...quiet,
          })
        ).data,
      ),
    placeholderData: keepPreviousData,
  });

export const studentProfileQuery = (id: string) =>
  queryOptions({
    queryKey: ['console', 'students', 'profile', id],
    queryFn: async ({ signal }): Promise<StudentProfile> =>
      dataOf(
        (
          await apiGet<Envelope<StudentProfile>>(`console/students/${encodeURIComponent(id)}`, {
            signal,
            ...quiet,
          })
        ).data,
      ),
  });

export type StudentAction =
  | { kind: 'grant'; body: GrantEnrolment }
  | { kind: 'change'; enrolmentId: string; body: ChangeEnrolment }
  | { kind: 'revoke'; enrolmentId: string }
  | { kind: 'reset-link' };

/** One change to a student (an enrolment granted, changed or revoked, a reset link sent). */
export function useStudentAction(studentId: string) {
  const queryClient = useQueryClient();
  const base = `console/students/${encodeURIComponent(studentId)}`;
  return useMutation({
    mutationFn: async (action: StudentAction) => {
      const path =
        action.kind === 'grant'
          ? `${base}/enrolments`
          : action.kind === 'change'
            ? `${base}/enrolments/${encodeURIComponent(action.enrolmentId)}`
            : action.kind === 'revoke'
              ? `${base}/enrolments/${encodeURIComponent(action.enrolmentId)}/revoke`
              : `${base}/reset-link`;
      const body = action.kind === 'grant' || action.kind === 'change' ? action.body : {};
      const res = await apiPost<Envelope<StudentProfile | null>>(path, body, quiet);
      return { profile: res.data ?? null, message: res.message ?? '' };
    },
    onSuccess: ({ profile }) => {
      if (profile) queryClient.setQueryData(studentProfileQuery(studentId).queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: ['console', 'students', 'search'] });
    },
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
