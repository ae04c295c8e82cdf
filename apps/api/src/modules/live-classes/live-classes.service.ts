import type { Clock } from '../../lib/clock';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { batchDatesCalendar } from './batch-dates';
import type { LiveClassesRepository } from './live-classes.repository';

/** The batch dates file covers classes from a day ago to this many days ahead. */
export const BATCH_DATES_DAYS = 180;
export const BATCH_DATES_PATH = '/api/live-class/batch-dates.ics';
const DAY_MS = 86_400_000;

export class LiveClassesService {
  constructor(
    private readonly repo: LiveClassesRepository,
    private readonly clock: Clock,
  ) {}

  /** spec 1 §2 Profile: the batch dates link, for a student in at least one enabled batch; else ''. */
  async batchDatesUrl(companyCode: string, studentId: string): Promise<string> {
    return (await this.repo.batchCount(companyCode, studentId)) > 0 ? BATCH_DATES_PATH : '';
  }

  /** The classes of the student's batches from a day ago to BATCH_DATES_DAYS ahead, as iCalendar. */
  async batchDates(company: CompanyRow, studentId: string): Promise<string> {
    const now = this.clock.now();
    const classes = await this.repo.classesOfStudent(
      company.code,
      studentId,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + BATCH_DATES_DAYS * DAY_MS),
    );
    return batchDatesCalendar(company.companyName, classes, now);
  }
}
