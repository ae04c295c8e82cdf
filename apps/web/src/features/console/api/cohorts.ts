import { type CohortKind, consoleCohortsApi } from '@portico/contract/console-cohorts';
import { untilFresh } from '../components/figures-freshness';
import { consoleQuery } from './console-call';

/** The courses and batches in the member's scope, with how many of their students are quiet. */
export const cohortsListQuery = consoleQuery(['console', 'cohorts'], consoleCohortsApi.list, {});

/** One course's or batch's progress, with `quietDays` as the line between active and quiet. */
export const cohortQuery = (kind: CohortKind, id: string, quietDays: number) => ({
  ...consoleQuery(['console', 'cohorts', kind, id, quietDays], consoleCohortsApi.view, {
    params: { kind, id },
    query: { quietDays },
  }),
  refetchInterval: untilFresh,
});

/** A student's record as far as the member's courses go. */
export const cohortStudentQuery = (id: string) =>
  consoleQuery(['console', 'cohort-students', id], consoleCohortsApi.student, { params: { id } });

/** Where the cohort's table downloads as a CSV or an XLSX file. */
export const cohortExportHref = (kind: CohortKind, id: string, quietDays: number, format: 'csv' | 'xlsx') =>
  `/api/console/cohorts/${kind}/${encodeURIComponent(id)}/export?quietDays=${quietDays}&format=${format}`;
