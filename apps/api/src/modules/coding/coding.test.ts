import { CODE_MAX_BYTES, CodingMessages } from '@portico/contract/coding';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { codingFixture, programs, ran, visibleCase } from '../../../test/coding-fixture';
import { client, createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { contentIds } from '../content/content-mapper';

/**
 * Coding exercises through the API (spec 2 §4 Coding, §5, §7 coding-content; decision 025), with
 * the sandbox runner: the student's program runs on the server against every case, hidden ones
 * included; visible cases only are shown; a passing run completes the object once.
 */
const t = useTestApp();

describe('coding-content', () => {
  it('shows the task, the visible cases only, the languages and the starter code', async () => {
    const f = await codingFixture(t);
    const res = await f.content(f.id('sum'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: f.id('sum'),
      title: 'Sum',
      content: '<p>Print the sum.</p>',
      languages: ['c', 'cpp', 'java', 'php'],
      defaultLanguage: 'c',
      testCases: [
        { input: '2 3\n', output: '5' },
        { input: '-4 1\n', output: '-3' },
      ],
      hiddenCases: 2,
      objectStatus: 'Launch',
      savedCode: {},
      lastLanguage: null,
    });
    // Hidden cases' inputs and outputs never leave the server.
    expect(res.body).not.toContain('2000000000');
    expect(data.starterCode.java).toContain('public class Main');
    const c = (await f.content(f.id('sum-c'))).json().data;
    expect(c.languages).toEqual(['c']);
    expect(c.starterCode).toEqual({ c: '/* your code */\n' });
  });

  it('answers the spec path with a trailing slash too', async () => {
    const f = await codingFixture(t);
    const res = await f.c.get(`/api/coding-content/?id=${f.id('sum')}&companyCode=${f.company.code}`);
    expect(res.statusCode).toBe(200);
  });

  it('refuses what the student may not open, other companies and other kinds', async () => {
    const f = await codingFixture(t);
    expect((await f.content(f.id('locked'))).json().message).toBe('Not Released');
    expect((await f.content(f.id('lesson'))).statusCode).toBe(400);
    expect((await f.content('not-a-uuid')).statusCode).toBe(404);
    expect((await f.content('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const other = await codingFixture(t);
    // Another company's exercise, by its id, from this company's session.
    expect((await f.content(other.id('sum'))).statusCode).toBe(404);
    expect((await f.run({ id: other.id('sum'), language: 'c', code: programs.sumC })).statusCode).toBe(404);
    // A payload naming another company.
    const named = await f.c.get(`/api/coding-content?id=${f.id('sum')}&companyCode=${other.company.code}`);
    expect(named.statusCode).toBe(403);
    // Not enrolled: not found (the gate runs before anything of the object is read).
    const outsider = await codingFixture(t, { enrol: false });
    expect((await outsider.content(outsider.id('sum'))).statusCode).toBe(404);
  });

  it('needs a signed-in student', async () => {
    const f = await codingFixture(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/coding-content?id=${f.id('sum')}`,
      headers: { host: f.company.host },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('coding-run', () => {
  it('fails a wrong answer, stops at the first failing visible case and shows its texts', async () => {
    const f = await codingFixture(t);
    const result = await ran(f.run({ id: f.id('sum'), language: 'c', code: programs.sumWrongC }));
    expect(result.status).toBe('failed');
    expect(result.cases.map((c) => c.status)).toEqual(['passed', 'failed', 'not-run', 'not-run']);
    expect(result.cases[1]).toMatchObject({
      visible: true,
      verdict: 'wrong-answer',
      input: '-4 1\n',
      output: '0\n',
      expected: '-3',
    });
    expect(result.objectStatus).toBe('InProgress');
    expect(result.completedNow).toBe(false);
  });

  it('runs hidden cases and tells only whether they passed', async () => {
    const f = await codingFixture(t);
    const result = await ran(f.run({ id: f.id('sum'), language: 'c', code: programs.sumIntC }));
    expect(result.status).toBe('failed');
    expect(result.cases.map((c) => c.status)).toEqual(['passed', 'passed', 'passed', 'failed']);
    expect(result.cases[2]).toEqual({ number: 3, visible: false, status: 'passed' });
    expect(result.cases[3]).toEqual({ number: 4, visible: false, status: 'failed' });
    expect(JSON.stringify(result)).not.toContain('4000000000');
  });

  it('lets no program read a hidden input out through its run time', async () => {
    const f = await codingFixture(t);
    // Right on every case, and a second slower when a number is past a billion (hidden case 4 only).
    const probe =
      '#include <stdio.h>\n#include <unistd.h>\nint main(void){long long a,b; scanf("%lld %lld",&a,&b); if(a>1000000000LL) usleep(1000000); printf("%lld\\n",a+b); return 0;}\n';
    const result = await ran(f.run({ id: f.id('sum'), language: 'c', code: probe }));
    expect(result.status).toBe('passed');
    expect(result.cases.slice(2)).toEqual([
      { number: 3, visible: false, status: 'passed' },
      { number: 4, visible: false, status: 'passed' },
    ]);
    expect(result.cases[0]).toMatchObject({ visible: true, timeMs: expect.any(Number) });
  });

  it('shows the compiler error text', async () => {
    const f = await codingFixture(t);
    const result = await ran(f.run({ id: f.id('sum'), language: 'c', code: programs.compileErrorC }));
    expect(result.status).toBe('compile-error');
    expect(result.compileError).toMatch(/main\.c:2/);
    expect(result.compileError).not.toMatch(/\/tmp\//);
    expect(result.cases.every((c) => c.status === 'not-run')).toBe(true);
  });

  it('completes the object once, and keeps the code for next time', async () => {
    const f = await codingFixture(t);
    const first = await ran(f.run({ id: f.id('sum'), language: 'php', code: programs.sumPhp }));
    expect(first.status).toBe('passed');
    expect(first.cases.every((c) => c.status === 'passed')).toBe(true);
    expect(first).toMatchObject({ objectStatus: 'Completed', completedNow: true });
    const again = await ran(f.run({ id: f.id('sum'), language: 'c', code: programs.sumC }));
    expect(again).toMatchObject({ status: 'passed', objectStatus: 'Completed', completedNow: false });
    // A later failing run never takes the completion back.
    const worse = await ran(f.run({ id: f.id('sum'), language: 'c', code: programs.sumWrongC }));
    expect(worse).toMatchObject({ status: 'failed', objectStatus: 'Completed', completedNow: false });
    const content = (await f.content(f.id('sum'))).json().data;
    expect(content.objectStatus).toBe('Completed');
    expect(content.savedCode).toEqual({ php: programs.sumPhp, c: programs.sumWrongC });
    expect(content.lastLanguage).toBe('c');
    // The lesson list shows it Completed.
    const moduleId = contentIds.module(f.company.code, f.course.id, 'lessons');
    const list = await f.c.get(`/api/learningobject?learningModuleId=${moduleId}&courseId=${f.course.id}`);
    const listed = (list.json().data as { id: string; objectStatus: string }[]).find(
      (o) => o.id === f.id('sum'),
    );
    expect(listed?.objectStatus).toBe('Completed');
  });

  it('cannot be completed by the browser saying so: only a passing run completes it', async () => {
    const f = await codingFixture(t);
    const res = await f.c.post('/api/user-actions', {
      referenceId: f.id('sum'),
      referenceType: 'LearningObject',
      objectType: 'Coding',
      status: 'Completed',
      courseId: f.course.id,
    });
    expect(res.statusCode).toBe(400);
    expect((await f.content(f.id('sum'))).json().data.objectStatus).toBe('Launch');
  });

  it("keeps one student's code from another", async () => {
    const f = await codingFixture(t);
    await ran(f.run({ id: f.id('sum'), language: 'c', code: programs.sumC }));
    const other = await createStudent(t, f.company.code);
    await enrol(t, other, f.product.id, 30);
    const { c } = await login(t, f.company.host, other.email, other.password);
    const content = (await f.content(f.id('sum'), c)).json().data;
    expect(content).toMatchObject({ savedCode: {}, objectStatus: 'Launch', lastLanguage: null });
  });

  it('refuses bad input with a clear message and runs nothing', async () => {
    const f = await codingFixture(t);
    const id = f.id('sum');
    const message = async (body: object) => {
      const res = await f.run(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await message({ id, language: 'c', code: '   \n' })).toBe(CodingMessages.codeRequired);
    expect(await message({ id, language: 'c', code: 'x'.repeat(CODE_MAX_BYTES + 1) })).toBe(
      CodingMessages.codeTooLong,
    );
    expect(await message({ id, language: 'c', code: 'int main(){}\u0000' })).toContain('NUL');
    expect(await message({ id, language: 'cobol', code: programs.sumC })).toContain('language');
    expect(await message({ id: f.id('sum-c'), language: 'java', code: 'class Main {}' })).toBe(
      CodingMessages.languageNotOffered,
    );
    expect(await message({ id, language: 'c', code: 2 ** 31 })).toContain('code');
    expect((await f.run({ id: f.id('locked'), language: 'c', code: programs.sumC })).statusCode).toBe(403);
    // 1 MB of code is refused before it reaches the runner.
    expect((await f.run({ id, language: 'c', code: 'y'.repeat(1024 * 1024) })).statusCode).toBe(400);
    const content = (await f.content(id)).json().data;
    expect(content.savedCode).toEqual({});
  });

  it('contains a hostile program and stays up', async () => {
    const f = await codingFixture(t);
    const dataDir = (t.app as unknown as { ctx: { config: { dataDir: string } } }).ctx.config.dataDir;
    const spy = `#include <stdio.h>
#include <unistd.h>
int main(void){
  FILE *a = fopen("/etc/shadow", "r");
  FILE *b = fopen("${dataDir}/storage-secret", "r");
  printf("%s %s\\n", a ? "shadow" : "-", b ? "secret" : "-");
  while (1) fork();
}`;
    const result = await ran(f.run({ id: f.id('sum'), language: 'c', code: spy }));
    expect(result.status).toBe('failed');
    expect(visibleCase(result.cases[0]).output ?? '').not.toMatch(/shadow|secret/);
    // The API's own port on 127.0.0.1 cannot be reached from inside the sandbox.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = new URL(address).port;
    const dial = `#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
int main(void){
  struct sockaddr_in a; memset(&a, 0, sizeof a);
  a.sin_family = AF_INET; a.sin_port = htons(${port}); a.sin_addr.s_addr = inet_addr("127.0.0.1");
  int s = socket(AF_INET, SOCK_STREAM, 0);
  puts(s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? "connected" : "refused");
  return 0;
}`;
    const dialled = await ran(f.run({ id: f.id('sum'), language: 'c', code: dial }));
    expect(visibleCase(dialled.cases[0]).output).toBe('refused\n');
    const served = await fetch(`${address}/readyz`);
    expect(served.status).toBe(200);
    // The API still answers, and the next run is judged normally.
    const next = await ran(f.run({ id: f.id('sum'), language: 'c', code: programs.sumC }));
    expect(next.status).toBe('passed');
  });
});

describe('coding-run races', () => {
  it('completes the object exactly once when passing runs arrive together at two API processes', async () => {
    const f = await codingFixture(t);
    // One process runs one program of a student at a time (decision 025, 'Fair share'): the
    // runs that can finish together are those of several processes on one database.
    const config = (t.app as unknown as { ctx: { config: Config } }).ctx.config;
    const second = (await buildApp({
      config,
      database: t.database,
      clock: t.clock,
    })) as unknown as FastifyInstance;
    try {
      await second.ready();
      const c2 = client({ ...t, app: second }, f.company.host);
      c2.cookie = f.c.cookie;
      const body = { id: f.id('sum-c'), language: 'c', code: programs.sumC };
      const results = await Promise.all([f.c, c2, f.c, c2].map((c) => ran(f.run(body, c))));
      expect(results.every((r) => r.status === 'passed' && r.objectStatus === 'Completed')).toBe(true);
      expect(results.filter((r) => r.completedNow)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('coding-run limits', () => {
  const limited = useTestApp({ CODE_RUNS_PER_WINDOW: '2' });

  it('refuses a student past the run limit with 429 and Retry-After, and no one else', async () => {
    const f = await codingFixture(limited);
    const body = { id: f.id('sum-c'), language: 'c', code: programs.sumC };
    expect((await f.run(body)).statusCode).toBe(200);
    expect((await f.run(body)).statusCode).toBe(200);
    const refused = await f.run(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CodingMessages.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createStudent(limited, f.company.code);
    await enrol(limited, other, f.product.id, 30);
    const { c } = await login(limited, f.company.host, other.email, other.password);
    expect((await f.run(body, c)).statusCode).toBe(200);
  });
});
