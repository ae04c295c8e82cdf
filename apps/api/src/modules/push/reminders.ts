import type { PushPayload } from '@portico/contract/push';
import type pino from 'pino';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import { PeriodicPass } from '../../lib/periodic-pass';
import { queuePushes } from './push-queue';
import type { ReminderKey, RemindersRepository } from './reminders.repository';

/** A class is reminded of from this long before its start (issue 46 part 3). */
export const LIVE_CLASS_LEAD_MINUTES = 15;
/** Reviews due are reminded of once a day, from this hour (UTC; 14:30 in India, morning in Europe). */
export const REVIEWS_DUE_HOUR_UTC = 9;
/** Reminders claimed and queued in one transaction at most; a pass goes on until none is left. */
const BATCH = 500;
const MINUTE = 60_000;

/** 'Starts in 12 minutes', 'Starts in 1 minute', 'Starting now'. */
export function startsIn(startsAt: Date, now: Date): string {
  const minutes = Math.ceil((startsAt.getTime() - now.getTime()) / MINUTE);
  if (minutes <= 0) return 'Starting now';
  return `Starts in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The reminder passes (issue 46 part 3, decision 072), every minute: a live class of a student's
 * batch about to start (once per class and student), and cards due in their review decks (once a
 * day). Who is due is read for every student in one statement; each batch of reminders is claimed
 * (push_reminders_sent, ON CONFLICT DO NOTHING) in the transaction that queues its messages, so two
 * processes running the pass at once send each reminder once.
 */
export class Reminders {
  private readonly passes = new PeriodicPass(
    () => this.pass(),
    (err) => this.log.error({ err }, 'reminder pass failed; the next pass retries'),
  );

  constructor(
    private readonly repo: RemindersRepository,
    private readonly ctx: { outbox: Outbox; clock: Clock; log: pino.Logger },
  ) {}

  private get log() {
    return this.ctx.log;
  }

  start(intervalMs = MINUTE): void {
    this.passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass now (or the one under way). */
  run(): Promise<void> {
    return this.passes.run();
  }

  private async pass(): Promise<void> {
    await this.liveClasses();
    await this.reviewsDue();
    // Keys a week old never come again (a class long started, a day gone).
    await this.repo.prune(new Date(this.ctx.clock.now().getTime() - 7 * 24 * 60 * MINUTE));
  }

  /** Reminds each student of their batches' classes starting within LIVE_CLASS_LEAD_MINUTES. */
  async liveClasses(): Promise<number> {
    let queued = 0;
    for (;;) {
      const now = this.ctx.clock.now();
      const until = new Date(now.getTime() + LIVE_CLASS_LEAD_MINUTES * MINUTE);
      const due = await this.repo.classesStarting(now, until, BATCH);
      if (!due.length) return queued;
      const payloads = new Map<string, PushPayload>(
        due.map((d) => [
          `${d.studentId} ${d.classId}`,
          {
            title: d.className,
            body: startsIn(d.startsAt, now),
            url: '/live-class',
            tag: `live-class:${d.classId}`,
          },
        ]),
      );
      const keys = due.map((d) => ({ companyCode: d.companyCode, studentId: d.studentId, key: d.classId }));
      queued += await this.send('live-class', keys, now, (k) => payloads.get(`${k.studentId} ${k.key}`));
      if (due.length < BATCH) return queued;
    }
  }

  /** Reminds each student with studied cards due again, once a day from REVIEWS_DUE_HOUR_UTC. */
  async reviewsDue(): Promise<number> {
    let queued = 0;
    for (;;) {
      const now = this.ctx.clock.now();
      if (now.getUTCHours() < REVIEWS_DUE_HOUR_UTC) return queued;
      const day = now.toISOString().slice(0, 10);
      const due = await this.repo.reviewsDue(now, day, BATCH);
      if (!due.length) return queued;
      const cards = new Map(due.map((d) => [d.studentId, d.cards]));
      const keys = due.map((d) => ({ companyCode: d.companyCode, studentId: d.studentId, key: day }));
      queued += await this.send('reviews-due', keys, now, (k) => {
        const n = cards.get(k.studentId) ?? 0;
        return {
          title: 'Reviews due',
          body: `${n} ${n === 1 ? 'card is' : 'cards are'} waiting in your review decks.`,
          url: '/review',
          tag: 'reviews-due',
        };
      });
      if (due.length < BATCH) return queued;
    }
  }

  private async send(
    kind: 'live-class' | 'reviews-due',
    keys: ReminderKey[],
    now: Date,
    payload: (k: ReminderKey) => PushPayload | undefined,
  ): Promise<number> {
    let queued = 0;
    await this.repo.claim(kind, keys, now, async (tx, claimed) => {
      const pushes = claimed.flatMap((k) => {
        const p = payload(k);
        return p ? [{ studentId: k.studentId, payload: p }] : [];
      });
      queued = await queuePushes(this.ctx.outbox, tx, kind, pushes);
    });
    // Delivered once the transaction has committed.
    if (queued > 0) this.ctx.outbox.notify();
    return queued;
  }
}
