import { randomUUID } from 'node:crypto';
import { NEW_CARDS_PER_DAY } from '@portico/contract/review-decks';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { launchedItems, sampleTest } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { auditLog, reviewLogs } from '../../db/schema';
import { importContent } from '../content/content-import';
import { contentIds } from '../content/content-mapper';

const t = useTestApp();

const vocabSet = {
  key: 'vocab-1',
  title: 'Vocabulary 1',
  template: 'default',
  totalScoreDividedBy: 1,
  sections: [
    {
      key: 'v',
      title: 'Vocabulary',
      referenceType: 'Vocabulary',
      durationMinutes: 5,
      items: [
        {
          key: 'v1',
          type: 'mcq',
          html: '<p><em>Consistent</em> means</p>',
          explanation: 'Consistent with = in agreement with.',
          options: [{ text: 'in agreement', correct: true }, { text: 'in contrast' }],
        },
        {
          key: 'v2',
          type: 'mcq',
          html: '<p><em>Subsequently</em> means</p>',
          options: [{ text: 'before' }, { text: 'afterwards', correct: true }],
        },
      ],
    },
  ],
};

/** A company with a course of one vocabulary set and one practice test; a signed-in enrolled student. */
async function setup(t: TestContext) {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code);
  const result = await importContent(t.database.db, company.code, [
    { path: 'sample.json', json: sampleTest('sample') },
    { path: 'vocab.json', json: vocabSet },
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'practice',
            title: 'Practice',
            objects: [{ key: 'pt-1', kind: 'PracticeTest', title: 'Practice 1', test: 'sample' }],
          },
          {
            key: 'vocab',
            title: 'Vocabulary',
            objects: [{ key: 'vs-1', kind: 'PracticeTest', title: 'Academic words', test: 'vocab-1' }],
          },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id, 30);
  const { c } = await login(t, company.host, student.email, student.password);
  return { company, course, product, student, c };
}
type Setup = Awaited<ReturnType<typeof setup>>;

async function decks(f: Setup) {
  const res = await f.c.get(`/api/review/decks?courseId=${f.course.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    decks: { id: string; kind: string; title: string; cards: number; due: number; fresh: number }[];
    due: number;
  };
}

async function session(f: Setup, deckId: string) {
  const res = await f.c.get(`/api/review/decks/${deckId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    cards: { id: string; front: string; back: string; explanation: string; memory: unknown }[];
  };
}

const review = (cardId: string, rating: number, at: string, clientId = randomUUID()) => ({
  clientId,
  cardId,
  rating,
  reviewedAt: at,
  reviewDay: at.slice(0, 10),
});

describe('review decks', () => {
  it("offers the course's vocabulary sets as decks, and the student's wrong answers as 'My mistakes'", async () => {
    const f = await setup(t);
    // One attempt of the practice test: the first question answered wrong.
    const practice = contentIds.object(f.company.code, f.course.id, 'pt-1');
    const gen = await f.c.post('/api/assessment/generate-token', {
      groupId: practice,
      testId: contentIds.test(f.company.code, 'sample'),
      courseId: f.course.id,
    });
    const attemptId = gen.json().data.studentTestId as string;
    await f.c.post('/api/assessment/launch', { testId: attemptId });
    const started = await f.c.post('/api/assessment/start', { testId: attemptId });
    const [q1] = launchedItems(started.json().data);
    if (!q1) throw new Error('no item');
    await f.c.post('/api/sync-track', {
      track: [
        {
          testId: attemptId,
          itemId: q1.ItemID,
          trackNumber: 1,
          selectedOptionId: q1.ItemOptionResponse[1]?.ItemOptionID,
          timeTaken: 2,
        },
      ],
    });
    await f.c.post('/api/end-test', { token: attemptId });

    const list = await decks(f);
    const kinds = list.decks.map((d) => [d.kind, d.title, d.cards]);
    expect(kinds).toContainEqual(['vocabulary', 'Academic words', 2]);
    expect(kinds).toContainEqual(['words', 'My words', 0]);
    // A test that is not all vocabulary is no deck.
    expect(list.decks.map((d) => d.title)).not.toContain('Practice 1');
    const mistakes = list.decks.find((d) => d.kind === 'mistakes');
    expect(mistakes?.cards).toBeGreaterThanOrEqual(1);
    const mine = await session(f, mistakes?.id ?? '');
    const which = mine.cards.find((c) => c.front.includes('Which day?'));
    expect(which?.back).toBe('Monday');
    expect(which?.explanation).toBe('The speaker says Monday.');
    // Opening the list again makes no card twice.
    expect((await decks(f)).decks.find((d) => d.kind === 'vocabulary')?.cards).toBe(2);
    const vocab = list.decks.find((d) => d.kind === 'vocabulary');
    const cards = (await session(f, vocab?.id ?? '')).cards;
    expect(cards.map((c) => c.back)).toEqual(['in agreement', 'afterwards']);
    expect(list.due).toBe(list.decks.reduce((n, d) => n + d.due, 0));
  });

  it('stores a review once however often it is synced, and applies reviews in review-time order', async () => {
    const f = await setup(t);
    const vocab = (await decks(f)).decks.find((d) => d.kind === 'vocabulary');
    const [card] = (await session(f, vocab?.id ?? '')).cards;
    if (!card) throw new Error('no card');
    const now = t.clock.now().getTime();
    const first = review(card.id, 3, new Date(now - 20 * 60_000).toISOString());
    const second = review(card.id, 3, new Date(now - 5 * 60_000).toISOString());
    // The later review arrives first (a second device), then the earlier; then both again.
    for (const body of [{ reviews: [second] }, { reviews: [first] }, { reviews: [first, second] }]) {
      const res = await f.c.post('/api/review/sync', body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const history = (await f.c.get(`/api/review/history?courseId=${f.course.id}`)).json().data.reviews;
    expect(history.map((r: { clientId: string }) => r.clientId)).toEqual([first.clientId, second.clientId]);
    // Good then Good ten minutes later (in time order) graduates the card: not due for 2 days.
    const after = await decks(f);
    expect(after.decks.find((d) => d.id === vocab?.id)?.due).toBe(1);
    const day = first.reviewDay;
    const days = (from: string, to: string) =>
      t.app.services.reviewDecks.reviewDays(f.company.code, f.student.id, from, to);
    expect([...(await days(day, day))]).toEqual([day]);
    expect([...(await days('2000-01-01', '2000-12-31'))]).toEqual([]);
  });

  it("keeps students' cards and reviews apart, and another company's decks out of reach", async () => {
    const f = await setup(t);
    const g = await setup(t);
    const mineOf = async (s: Setup) => (await decks(s)).decks.find((d) => d.kind === 'words');
    const saved = await f.c.post('/api/review/words', {
      courseId: f.course.id,
      word: 'ubiquitous',
      sentence: 'Phones are ubiquitous.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await f.c.post('/api/review/words', { courseId: f.course.id, word: ' Ubiquitous ' });
    expect(again.json().data).toMatchObject({ cardId: saved.json().data.cardId, created: false });
    const words = await mineOf(f);
    expect(words?.cards).toBe(1);
    // Another student of another company: neither the deck nor its card nor the course.
    expect((await g.c.get(`/api/review/decks/${words?.id}`)).statusCode).toBe(404);
    const foreign = await g.c.post('/api/review/sync', {
      reviews: [review(saved.json().data.cardId, 3, t.clock.now().toISOString())],
    });
    expect(foreign.json().data.rejected).toHaveLength(1);
    expect((await g.c.get(`/api/review/decks?courseId=${f.course.id}`)).statusCode).toBe(403);
    // Another student of the same company and course: the course's decks, not the first one's own.
    const other = await createStudent(t, f.company.code);
    await enrol(t, other, f.product.id, 30);
    const { c } = await login(t, f.company.host, other.email, other.password);
    const h = { ...f, c };
    expect((await c.get(`/api/review/decks/${words?.id}`)).statusCode).toBe(404);
    expect((await mineOf(h))?.cards).toBe(0);
    const vocab = (await decks(f)).decks.find((d) => d.kind === 'vocabulary');
    const [card] = (await session(f, vocab?.id ?? '')).cards;
    await f.c.post('/api/review/sync', { reviews: [review(card?.id ?? '', 4, t.clock.now().toISOString())] });
    expect((await decks(h)).decks.find((d) => d.kind === 'vocabulary')?.due).toBe(2);
    expect((await c.get(`/api/review/history?courseId=${f.course.id}`)).json().data.reviews).toEqual([]);
  });

  it('refuses bad input with a 400 and its message', async () => {
    const f = await setup(t);
    const bad = await f.c.post('/api/review/sync', {
      reviews: [{ clientId: randomUUID(), cardId: randomUUID(), rating: 5, reviewedAt: 'x', reviewDay: '1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/rating must be 1/);
    expect((await f.c.post('/api/review/sync', { reviews: [] })).statusCode).toBe(400);
    const word = await f.c.post('/api/review/words', { courseId: f.course.id, word: '' });
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toMatch(/word is required/);
  });

  it('lets an admin author a deck, edit cards and import a CSV with per-row errors; faculty and students cannot', async () => {
    const f = await setup(t);
    const admin = await createStaff(t, f.company.code);
    const { c: staff, token } = await staffLogin(t, f.company.host, admin.email, admin.password);
    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      staff.send({ method, url, payload, token });
    const created = await send('POST', '/api/console/review-decks', {
      courseId: f.course.id,
      title: 'Linking words',
    });
    expect(created.statusCode, created.body).toBe(200);
    const deckId = created.json().data.id as string;
    const card = await send('POST', `/api/console/review-decks/${deckId}/cards`, {
      front: 'however',
      back: 'but',
    });
    expect(card.statusCode, card.body).toBe(200);
    const preview = await send('POST', `/api/console/review-decks/${deckId}/import`, {
      csv: 'front,back,example,audio URL\nmoreover,also,"Moreover, it rains."\n,missing front\nthus,so,,ftp://x\n',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.rows).toHaveLength(1);
    expect(preview.json().data.errors).toEqual([
      { line: 3, field: 'front', message: 'front is required' },
      { line: 4, field: 'audioUrl', message: 'audio URL must start with https://, http:// or /' },
    ]);
    const refused = await send('POST', `/api/console/review-decks/${deckId}/import`, {
      csv: ',x',
      apply: true,
    });
    expect(refused.statusCode).toBe(400);
    const applied = await send('POST', `/api/console/review-decks/${deckId}/import`, {
      csv: 'moreover,also,"Moreover, it rains."\nthus,so',
      apply: true,
    });
    expect(applied.json().data.applied).toBe(true);
    const detail = (await send('GET', `/api/console/review-decks/${deckId}`)).json().data;
    expect(detail.cards.map((c: { front: string }) => c.front)).toEqual(['however', 'moreover', 'thus']);
    const stale = await send('PUT', `/api/console/review-decks/${deckId}`, { title: 'New', version: 1 });
    expect(stale.statusCode).toBe(409);
    // Each act left its audit entry with what changed (the test clock stands still: all at one time).
    const acts = await t.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, f.company.code), eq(auditLog.entity, 'review_deck')))
      .orderBy(asc(auditLog.action));
    expect(acts.map((a) => a.action)).toEqual(['deck.card.add', 'deck.create', 'deck.import']);
    expect(acts.every((a) => a.entityId === deckId)).toBe(true);
    expect(acts[2]?.after).toEqual({ cards: 2 });
    // The student sees the authored deck with its three cards.
    expect((await decks(f)).decks.find((d) => d.id === deckId)?.cards).toBe(3);
    // Faculty may not author; another company's admin finds no such deck; a student session is no staff's.
    const faculty = await createStaff(t, f.company.code, { role: 'faculty' });
    const fl = await staffLogin(t, f.company.host, faculty.email, faculty.password);
    expect(
      (await fl.c.send({ method: 'GET', url: `/api/console/review-decks/${deckId}`, token: fl.token }))
        .statusCode,
    ).toBe(403);
    const g = await setup(t);
    const otherAdmin = await createStaff(t, g.company.code);
    const ol = await staffLogin(t, g.company.host, otherAdmin.email, otherAdmin.password);
    expect(
      (await ol.c.send({ method: 'GET', url: `/api/console/review-decks/${deckId}`, token: ol.token }))
        .statusCode,
    ).toBe(404);
    expect((await f.c.get(`/api/console/review-decks/${deckId}`)).statusCode).toBe(401);
  });
});

describe('new cards a day', () => {
  it(`brings in at most ${NEW_CARDS_PER_DAY} new cards of a deck over 24 hours, the reviews due besides`, async () => {
    const f = await setup(t);
    const admin = await createStaff(t, f.company.code);
    const { c: staff, token } = await staffLogin(t, f.company.host, admin.email, admin.password);
    const created = await staff.send({
      method: 'POST',
      url: '/api/console/review-decks',
      payload: { courseId: f.course.id, title: 'Big deck' },
      token,
    });
    const deckId = created.json().data.id as string;
    const csv = Array.from({ length: 25 }, (_, i) => `word${i + 1},meaning ${i + 1}`).join('\n');
    const imported = await staff.send({
      method: 'POST',
      url: `/api/console/review-decks/${deckId}/import`,
      payload: { csv, apply: true },
      token,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const big = async () => (await decks(f)).decks.find((d) => d.id === deckId);
    expect(await big()).toMatchObject({ cards: 25, due: NEW_CARDS_PER_DAY, fresh: NEW_CARDS_PER_DAY });
    const first = await session(f, deckId);
    expect(first.cards.map((c) => c.front)).toEqual(Array.from({ length: 20 }, (_, i) => `word${i + 1}`));
    // The student learns 19 of them now ('Good'): one new card is left for today.
    const at = t.clock.now().toISOString();
    const synced = await f.c.post('/api/review/sync', {
      reviews: first.cards.slice(0, 19).map((c) => review(c.id, 3, at)),
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(await big()).toMatchObject({ due: 1, fresh: 1 });
    expect((await session(f, deckId)).cards.map((c) => c.front)).toEqual(['word20']);
    // An hour later the learning steps are due again, with the one new card still allowed today.
    t.clock.advance(3600);
    expect(await big()).toMatchObject({ due: 20, fresh: 1 });
    const again = (await session(f, deckId)).cards;
    expect(again.at(-1)?.front).toBe('word20');
    expect(again.slice(0, 19).every((c) => c.memory !== null)).toBe(true);
    // A day after the first reviews, the allowance is whole again: the last 6 new cards come.
    t.clock.advance(24 * 3600);
    expect((await big())?.fresh).toBe(6);
  });
});

describe('review decks under hostile input', () => {
  it('answers every hostile review call with a 400 or 404, never a 500, and keeps what was saved', async () => {
    const f = await setup(t);
    const mistakes = (await decks(f)).decks[0];
    const [card] = (await session(f, mistakes?.id as string)).cards;
    const at = t.clock.now().toISOString();
    const first = await f.c.post('/api/review/sync', { reviews: [review(card?.id as string, 3, at)] });
    expect(first.statusCode, first.body).toBe(200);
    const big = 'x'.repeat(1_000_000);
    const calls: [string, string, object | undefined][] = [
      ['GET', `/api/review/decks?courseId=${'9'.repeat(5000)}`, undefined],
      ['GET', '/api/review/decks/2147483648', undefined],
      ['GET', `/api/review/decks/${randomUUID()}`, undefined],
      ['GET', '/api/review/history?courseId=a%00b', undefined],
      ['POST', '/api/review/sync', { reviews: [review(card?.id as string, 2 ** 31, at)] }],
      [
        'POST',
        '/api/review/sync',
        { reviews: [{ ...review(card?.id as string, 3, at), reviewDay: '9999-99-99' }] },
      ],
      [
        'POST',
        '/api/review/sync',
        { reviews: [{ ...review(card?.id as string, 3, at), cardId: 'a\u0000b' }] },
      ],
      [
        'POST',
        '/api/review/sync',
        { reviews: [review(card?.id as string, 3, '+275760-09-13T00:00:00.000Z')] },
      ],
      [
        'POST',
        '/api/review/sync',
        { reviews: Array.from({ length: 101 }, () => review(card?.id as string, 3, at)) },
      ],
      ['POST', '/api/review/sync', { reviews: 'all' }],
      ['POST', '/api/review/words', { courseId: f.course.id, word: big }],
      ['POST', '/api/review/words', { courseId: f.course.id, word: 'a\u0000b' }],
      ['POST', '/api/review/words', { courseId: f.course.id, word: 'ok', sentence: big }],
      ['POST', '/api/review/words', { courseId: randomUUID(), word: 'ok' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await f.c.send({ method: method as 'GET' | 'POST', url, payload });
      expect(
        [400, 403, 404],
        `${method} ${url.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
      ).toContain(res.statusCode);
      expect(res.json().message, url.slice(0, 80)).toBeTruthy();
    }
    // The review saved before the attacks is still there, once.
    const history = (await f.c.get(`/api/review/history?courseId=${f.course.id}`)).json().data;
    expect(history.reviews).toHaveLength(1);
    // A device clock a year ahead: the review counts as made now, on today's day, not next year's.
    const later = new Date(t.clock.now().getTime() + 365 * 86_400_000).toISOString();
    const ahead = await f.c.post('/api/review/sync', { reviews: [review(card?.id as string, 3, later)] });
    expect(ahead.statusCode, ahead.body).toBe(200);
    const [log] = await t.database.db
      .select({ at: reviewLogs.reviewedAt, day: reviewLogs.reviewDay })
      .from(reviewLogs)
      .where(eq(reviewLogs.clientId, ahead.json().data.saved[0]));
    expect(log).toEqual({ at: t.clock.now(), day: t.clock.now().toISOString().slice(0, 10) });
  });

  it('refuses hostile deck edits and imports in the console with a clear 400, never a 500', async () => {
    const f = await setup(t);
    const admin = await createStaff(t, f.company.code);
    const { c: staff, token } = await staffLogin(t, f.company.host, admin.email, admin.password);
    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      staff.send({ method, url, payload, token });
    const deckId = (
      await send('POST', '/api/console/review-decks', { courseId: f.course.id, title: 'Words' })
    ).json().data.id as string;
    const base = `/api/console/review-decks/${deckId}`;
    const cases: [string, string, object | undefined, RegExp][] = [
      ['PUT', base, { title: 'New', version: 2 ** 31 }, /./],
      ['PUT', base, { title: 'New', version: 1.5 }, /./],
      [
        'PUT',
        base,
        { title: 'x'.repeat(1_000_000), version: 1 },
        /title is (too long|at most 120 characters)/,
      ],
      ['PUT', base, { title: 'a\u0000b', version: 1 }, /./],
      [
        'POST',
        '/api/console/review-decks',
        { courseId: f.course.id, title: 'T', description: 'a\u0000b' },
        /NUL/,
      ],
      [
        'POST',
        `${base}/cards`,
        { front: 'f', back: 'b', audioUrl: 'javascript:alert(1)' },
        /audio URL must start/,
      ],
      ['POST', `${base}/cards`, { front: 'f'.repeat(501), back: 'b' }, /front is too long/],
      ['PUT', `${base}/cards/${randomUUID()}`, { front: 'f', back: 'b' }, /Card not found/],
      ['DELETE', `${base}/cards/2147483648`, undefined, /./],
      ['POST', `${base}/import`, { csv: 'x'.repeat(1_000_001) }, /at most 1 MB/],
      ['POST', `${base}/import`, { csv: 'a,b\n'.repeat(2001), apply: true }, /./],
      ['POST', `${base}/import`, { csv: '"never closed,b\nc,d', apply: true }, /./],
      ['POST', `${base}/import`, { csv: 'a\u0000,b', apply: true }, /./],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await send(method as 'GET', url, payload);
      const what = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect([400, 404, 409], what).toContain(res.statusCode);
      expect(res.json().message, what).toMatch(message);
    }
    // A 1 MB file of one long line is read and refused row by row, not by the server falling over.
    const long = await send('POST', `${base}/import`, { csv: `${'w'.repeat(999_000)},b` });
    expect(long.statusCode, long.body.slice(0, 200)).toBe(200);
    expect(long.json().data.errors[0]).toMatchObject({ line: 1, field: 'front' });
    // Nothing of the above reached the deck.
    const detail = (await send('GET', base)).json().data;
    expect(detail.deck).toMatchObject({ title: 'Words', version: 1, cards: 0 });
  });
});
