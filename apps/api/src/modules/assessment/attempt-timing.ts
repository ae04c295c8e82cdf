import type { Clock } from '../../lib/clock';
import { countsUntil, expiredBefore, pastGrace } from './answer-rules';
import type { Student } from './assessment.messages';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { finaliseAttempt } from './attempt-scoring';
import { sectionTimes } from './section-clock';

/**
 * An attempt's time: until when its answers count, what is left of it, and the end of an attempt
 * whose time and grace ran out (ended and scored under the attempt's lock, whoever notices first).
 */
export class AttemptTiming {
  constructor(
    private readonly repo: AssessmentRepository,
    private readonly clock: Clock,
    readonly graceSeconds: number,
  ) {}

  /** Answers count until the deadline plus the grace period (the student's submit closes at once). */
  countsUntil(attempt: StudentTestRow): Date {
    if (attempt.status === 'Completed' && attempt.endedBy === 'student' && attempt.endedAt) {
      return attempt.endedAt;
    }
    return countsUntil(attempt.deadlineAt, this.graceSeconds);
  }

  timeIsUp(attempt: StudentTestRow): boolean {
    return pastGrace(attempt.deadlineAt, this.graceSeconds, this.clock.now());
  }

  remaining(
    attempt: Pick<
      StudentTestRow,
      'status' | 'timerMode' | 'sectionClock' | 'deadlineAt' | 'timeLimitSeconds'
    >,
  ): number {
    if (attempt.status === 'Completed') return 0;
    if (attempt.timerMode === 'sectional') {
      const times = sectionTimes(attempt.sectionClock, this.clock.now());
      const open = times.find((t) => t.state === 'open') ?? times.find((t) => t.state === 'pending');
      return open?.timeRemaining ?? 0;
    }
    if (!attempt.deadlineAt) return attempt.timeLimitSeconds;
    return Math.max(0, Math.round((attempt.deadlineAt.getTime() - this.clock.now().getTime()) / 1000));
  }

  /** Ends (and scores) an attempt in progress whose time and grace ran out; returns it as it is now. */
  async closeIfTimeIsUp(student: Student, attempt: StudentTestRow): Promise<StudentTestRow> {
    if (attempt.status !== 'InProgress' || !this.timeIsUp(attempt)) return attempt;
    const closed = await this.repo.withAttempt(student.companyCode, student.id, attempt.id, (repo, locked) =>
      locked && this.timeIsUp(locked)
        ? finaliseAttempt(repo, locked, 'timer', this.clock.now())
        : Promise.resolve(locked),
    );
    return closed ?? attempt;
  }

  /** Ends the student's attempts whose time and grace ran out while nobody was there. */
  async finaliseExpired(student: Student): Promise<void> {
    const before = expiredBefore(this.graceSeconds, this.clock.now());
    for (const attempt of await this.repo.attempts.expiredAttempts(student.companyCode, student.id, before)) {
      await this.closeIfTimeIsUp(student, attempt);
    }
  }

  /** The dev tools' 'time runs out in N seconds' (dev.routes.ts): a running attempt's new deadline. */
  moveDeadline(companyCode: string, studentTestId: string, deadline: Date): Promise<boolean> {
    return this.repo.attempts.moveDeadline(companyCode, studentTestId, deadline);
  }
}
