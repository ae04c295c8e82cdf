import type {
  ChangeEnrolment,
  GrantEnrolment,
  StudentProfile,
  StudentSearch,
} from '@portico/contract/console-students';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** Students whose name, email or mobile contains the text, a page at a time. */
export const studentSearchQuery = (q: string, page: number) =>
  queryOptions({
    ...consoleQuery<StudentSearch>(['console', 'students', 'search', q, page], 'console/students', {
      query: { q, page: String(page) },
    }),
    placeholderData: keepPreviousData,
  });

export const studentProfileQuery = (id: string) =>
  consoleQuery<StudentProfile>(['console', 'students', 'profile', id], itemPath('console/students', id));

export type StudentAction =
  | { kind: 'grant'; body: GrantEnrolment }
  | { kind: 'change'; enrolmentId: string; body: ChangeEnrolment }
  | { kind: 'revoke'; enrolmentId: string }
  | { kind: 'reset-link' };

const pathOf = (base: string, action: StudentAction) =>
  action.kind === 'grant'
    ? `${base}/enrolments`
    : action.kind === 'change'
      ? itemPath(`${base}/enrolments`, action.enrolmentId)
      : action.kind === 'revoke'
        ? `${itemPath(`${base}/enrolments`, action.enrolmentId)}/revoke`
        : `${base}/reset-link`;

/** One change to a student (an enrolment granted, changed or revoked, a reset link sent). */
export function useStudentAction(studentId: string) {
  const base = itemPath('console/students', studentId);
  return useConsoleMutation(
    async (action: StudentAction) => {
      const body = action.kind === 'grant' || action.kind === 'change' ? action.body : {};
      const res = await consoleSend<StudentProfile | null>('POST', pathOf(base, action), body);
      return { profile: res.data ?? null, message: res.message ?? '' };
    },
    ({ profile }, queryClient) => {
      if (profile) queryClient.setQueryData(studentProfileQuery(studentId).queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: ['console', 'students', 'search'] });
    },
  );
}
