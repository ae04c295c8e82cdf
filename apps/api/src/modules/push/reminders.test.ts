import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompany, createCourse, createStudent, login, useTestApp } from '../../../test/harness';
import { startPushStandIn } from '../../../test/push-service-stand-in';
import {
  batchEnrolments,
  liveClassBatches,
  liveClassBatchTypes,
  liveClasses,
  outboxMessages,
  pushSubscriptions,
  reviewCardStates,
  reviewCards,
  reviewDecks,
} from '../../db/schema';
import { DEFAULT_PUSH_HOSTS } from '../../push-hosts';

/**
 * Issue 46 part 3, decision 072: the reminder passes — a live class about to start reminds the
 * students of its batch once, however often the pass runs; cards due in review decks remind a
 * student once a day — each to a stand-in push service.
 */
const standIn = await startPushStandIn();
afterAll(() => standIn.close());
const t = useTestApp({ PUSH_SERVICE_HOSTS: `${DEFAULT_PUSH_HOSTS},${standIn.origin}` });
const MIN = 60_000;

/** A company with a course and signed-in students each subscribed on one device. */
async function world(students = 2) {
  const company = await createCompany(t);
  const { course } = await createCourse(t, company.code);
  const people = [];
  for (let i = 0; i < students; i++) {
    const student = await createStudent(t, company.code);
    const { c } = await login(t, company.host, student.email, student.password);
    const device = standIn.device();
    expect((await c.post('/api/push/subscriptions', device)).statusCode).toBe(200);
    people.push({ student, c, device });
  }
  return { company, course, people };
}

const pushesOf = async (studentIds: string[]) => {
  const subs = await t.database.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.studentId, studentIds));
  if (!subs.length) return [];
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'push'),
        inArray(
          outboxMessages.recipient,
          subs.map((s) => s.id),
        ),
      ),
    );
};

describe('the live-class reminder pass', () => {
  it('reminds the students of the batch once of a class starting within 15 minutes', async () => {
    const w = await world(3);
    const [inBatch, offKind, outside] = w.people;
    if (!inBatch || !offKind || !outside) throw new Error('three students');
    const db = t.database.db;
    const co = w.company.code;
    const [type] = await db
      .insert(liveClassBatchTypes)
      .values({ companyCode: co, name: 'Regular' })
      .returning();
    const [batch] = await db
      .insert(liveClassBatches)
      .values({ companyCode: co, courseId: w.course.id, batchTypeId: type?.id ?? '', batchName: 'Morning' })
      .returning();
    const batchId = batch?.id ?? '';
    for (const p of [inBatch, offKind]) {
      await db.insert(batchEnrolments).values({ companyCode: co, batchId, studentId: p.student.id });
    }
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MIN);
    await db.insert(liveClasses).values([
      { companyCode: co, batchId, className: 'Reading strategies', classDateTime: at(12) },
      { companyCode: co, batchId, className: 'Later today', classDateTime: at(40) },
      { companyCode: co, batchId, className: 'Called off', classDateTime: at(5), status: 'cancelled' },
      { companyCode: co, batchId, className: 'Already over', classDateTime: at(-30) },
    ]);
    const off = await offKind.c.send({
      method: 'PUT',
      url: '/api/push/preferences',
      payload: { kind: 'live-class', enabled: false },
    });
    expect(off.statusCode).toBe(200);

    const reminders = t.app.services.reminders;
    await reminders.run();
    await reminders.run();
    const [message, ...more] = await standIn.received(inBatch.device.endpoint);
    expect(more).toEqual([]);
    expect(message?.payload).toMatchObject({
      title: 'Reading strategies',
      body: 'Starts in 12 minutes',
      url: '/live-class',
      tag: expect.stringMatching(/^live-class:/),
    });
    expect(message).toMatchObject({ ttl: 3600, urgency: 'high' });
    expect(await pushesOf([inBatch.student.id])).toHaveLength(1);
    expect(await pushesOf([offKind.student.id, outside.student.id])).toEqual([]);

    // 30 minutes on, the next class is within 15 minutes: one more reminder, once.
    t.clock.advance(30 * 60);
    await Promise.all([reminders.liveClasses(), reminders.liveClasses()]);
    const all = await standIn.received(inBatch.device.endpoint, 2);
    expect(all.map((m) => (m.payload as { title: string }).title)).toEqual([
      'Reading strategies',
      'Later today',
    ]);
    expect(await pushesOf([inBatch.student.id])).toHaveLength(2);
  });
});

describe('the reviews-due reminder pass', () => {
  it('reminds a student with studied cards due once a day, and not one with none due', async () => {
    const w = await world(2);
    const [due, notDue] = w.people;
    if (!due || !notDue) throw new Error('two students');
    const db = t.database.db;
    const co = w.company.code;
    const [deck] = await db
      .insert(reviewDecks)
      .values({ companyCode: co, courseId: w.course.id, kind: 'authored', title: 'Academic words' })
      .returning();
    const deckId = deck?.id ?? '';
    const cards = await db
      .insert(reviewCards)
      .values(['abate', 'bolster', 'candid'].map((front) => ({ companyCode: co, deckId, front })))
      .returning();
    const now = t.clock.now().getTime();
    const state = (studentId: string, cardId: string, dueInMinutes: number) => ({
      companyCode: co,
      studentId,
      cardId,
      deckId,
      due: new Date(now + dueInMinutes * MIN),
      stability: 1,
      difficulty: 5,
      elapsedDays: 1,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
    });
    const [a, b, c] = cards.map((card) => card.id);
    if (!a || !b || !c) throw new Error('three cards');
    await db
      .insert(reviewCardStates)
      .values([
        state(due.student.id, a, -60),
        state(due.student.id, b, -5),
        state(due.student.id, c, 600),
        state(notDue.student.id, a, 600),
      ]);

    const reminders = t.app.services.reminders;
    await reminders.reviewsDue();
    await reminders.run();
    const [message, ...more] = await standIn.received(due.device.endpoint);
    expect(more).toEqual([]);
    expect(message?.payload).toEqual({
      title: 'Reviews due',
      body: '2 cards are waiting in your review decks.',
      url: '/review',
      tag: 'reviews-due',
    });
    expect(await pushesOf([notDue.student.id])).toEqual([]);

    // Later the same day: nothing more. The next day: reminded again.
    t.clock.advance(6 * 3600);
    await reminders.reviewsDue();
    expect(await pushesOf([due.student.id])).toHaveLength(1);
    t.clock.advance(18 * 3600);
    await reminders.reviewsDue();
    await standIn.received(due.device.endpoint, 2);
    expect(await pushesOf([due.student.id])).toHaveLength(2);
  });
});
