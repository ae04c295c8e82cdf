import {
  consoleStudentsApi as api,
  type ChangeEnrolment,
  type GrantEnrolment,
} from '@portico/contract/console-students';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleCall, consoleQuery, useConsoleMutation } from './console-call';

/** Students whose name, email or mobile contains the text, a page at a time. */
export const studentSearchQuery = (q: string, page: number) =>
  queryOptions({
    ...consoleQuery(['console', 'students', 'search', q, page], api.search, { query: { q, page } }),
    placeholderData: keepPreviousData,
  });

export const studentProfileQuery = (id: string) =>
  consoleQuery(['console', 'students', 'profile', id], api.profile, { params: { id } });

export type StudentAction =
  | { kind: 'grant'; body: GrantEnrolment }
  | { kind: 'change'; enrolmentId: string; body: ChangeEnrolment }
  | { kind: 'revoke'; enrolmentId: string }
  | { kind: 'reset-link' };

/** One change to student `id`: its answer (the profile, but for a reset link: its message only). */
const sendStudentAction = (id: string, action: StudentAction) => {
  switch (action.kind) {
    case 'grant':
      return consoleCall(api.grant, { params: { id }, body: action.body });
    case 'change':
      return consoleCall(api.change, { params: { id, enrolmentId: action.enrolmentId }, body: action.body });
    case 'revoke':
      return consoleCall(api.revoke, { params: { id, enrolmentId: action.enrolmentId } });
    default:
      return consoleCall(api.resetLink, { params: { id } });
  }
};

/** One change to a student (an enrolment granted, changed or revoked, a reset link sent). */
export function useStudentAction(studentId: string) {
  return useConsoleMutation(
    async (action: StudentAction) => {
      const res = await sendStudentAction(studentId, action);
      return { profile: res.data ?? null, message: res.message ?? '' };
    },
    ({ profile }, queryClient) => {
      if (profile) queryClient.setQueryData(studentProfileQuery(studentId).queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: ['console', 'students', 'search'] });
    },
  );
}
