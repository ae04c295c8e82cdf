// The demo portal for the Lighthouse pages (bench/lighthouse.ts): the API serving the production
// build with NODE_ENV=production over a data directory holding the demo companies, and the demo
// student signed in, in the browser Lighthouse then drives, as a student signs in.
//
// NODE_ENV=production refuses SEED_DEMO (decision 029), so the demo is seeded by a first start in
// development mode on the same data directory, stopped once it answers; the pages are then served by
// a production start, whose answers (the pre-compressed build, the headers) are what students get.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { freePort, root, sleep } from './api';
import { exited, registerChild } from './children';

/** The demo student (content/demo/companies.json) and the course the pages are read in. */
export const DEMO_STUDENT = { email: 'demo@portico.test', password: 'Portico@123', course: 'IELTS Academic' };

export type DemoPortal = { origin: string; stop: () => Promise<void> };

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  registerChild(child);
  return child;
}

async function waitReady(child: ChildProcess, origin: string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('the API exited during start-up');
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`the API did not become ready: ${origin}/readyz`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited(child);
}

/**
 * The demo portal on a free port of this machine, at http://localhost:<port> (the demo company's
 * host): seeded in development mode, then served in production mode. `stop` ends it and removes
 * its data directory.
 */
export async function startDemoPortal(): Promise<DemoPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-lh-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const common = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // One signing key for both starts: the demo's files (the expert CVs) are stored by the first.
    STORAGE_SECRET: crypto.randomBytes(32).toString('hex'),
  };
  try {
    const seeding = startServer({
      ...common,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DEV_TOOLS: 'false',
    });
    try {
      await waitReady(seeding, origin);
    } finally {
      await stopServer(seeding);
    }
    // TRUST_PROXY: the HTTP/2 front (h2-front.ts) tells the API the scheme and host the page has.
    const server = startServer({
      ...common,
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
      TRUST_PROXY: '127.0.0.1',
    });
    await waitReady(server, origin);
    return {
      origin,
      async stop() {
        await stopServer(server);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** The signed-in demo student: the API through the browser's session, and the pages to read. */
export class DemoStudent {
  private constructor(
    readonly origin: string,
    private readonly cookie: string,
    readonly courseId: string,
  ) {}

  /**
   * Signs the demo student in through the login page of a tab of `browser` and opens the course
   * from My Courses, as a student does: the browser keeps the session cookies and what the portal
   * stores (the student, the course), and every page Lighthouse opens in it afterwards is signed in.
   * The dashboard's one-time question 'Have you taken the actual IELTS?' is answered (Not
   * Interested), so the dashboard read is the one a returning student sees.
   */
  static async signIn(browser: Browser, origin: string, api = origin): Promise<DemoStudent> {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/login`);
      await page.locator('input[placeholder="Username"]').fill(DEMO_STUDENT.email);
      await page.locator('input[type="password"]').fill(DEMO_STUDENT.password);
      await page.locator('::-p-aria([name="Login"][role="button"])').click();
      await page.waitForFunction("location.pathname === '/select-course'", { timeout: 30_000 });
      await page.locator(`::-p-aria([name="${DEMO_STUDENT.course}"][role="button"])`).click();
      await page.waitForFunction("location.pathname === '/dashboard'", { timeout: 30_000 });
    } finally {
      await page.close();
    }
    const cookies = (await browser.cookies()).filter((c) => c.name.startsWith('portico_'));
    if (!cookies.some((c) => c.name === 'portico_session')) {
      throw new Error('sign-in left no portico_session cookie in the browser');
    }
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const courses = await call<{ course: { id: string; courseName: string }[] }[]>(
      api,
      cookie,
      'GET',
      'course',
    );
    const course = courses.flatMap((g) => g.course).find((c) => c.courseName === DEMO_STUDENT.course);
    if (!course) throw new Error(`the demo student has no course ${DEMO_STUDENT.course}`);
    // The API itself (`api`, when the pages are read through the HTTP/2 front): the same cookies.
    const student = new DemoStudent(api, cookie, course.id);
    await student.call('POST', 'dashboard/score-probe', { interested: false });
    return student;
  }

  call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
    return call<T>(this.origin, this.cookie, method, route, body);
  }

  /**
   * A test of the course launched and started (POST assessment/generate-token, then assessment/start,
   * as Start Now and Start Test do): its page, /assessment/{id}, opens on its first question with the
   * clock running. The first IELTS Reading practice test the student may open (the one the sync
   * benchmarks answer). Asked again, the same attempt: a visit answers nothing and the runner opens on
   * the question last shown, the first (bench/lighthouse.ts checks each run's page for it).
   */
  async startedTestPath(): Promise<string> {
    type Module = { id: string; component: { referenceType: string }; subModule: Module[] };
    type LearningObject = { id: string; testId: string | null; isLocked: boolean; kind: string };
    const practice = await this.call<Module>(
      'GET',
      `learningmodule?courseId=${this.courseId}&navigationParam=practice`,
    );
    const reading = practice.subModule.find((m) => m.component.referenceType === 'Reading');
    if (!reading) throw new Error('the course has no Reading practice tests');
    const modules: Module[] = [];
    const walk = (m: Module) => {
      modules.push(m);
      for (const s of m.subModule) walk(s);
    };
    walk(reading);
    let card: LearningObject | undefined;
    for (const m of modules) {
      const objects = await this.call<LearningObject[]>(
        'GET',
        `learningobject?learningModuleId=${m.id}&courseId=${this.courseId}`,
      );
      card = objects.find((o) => o.testId && !o.isLocked);
      if (card) break;
    }
    if (!card?.testId) throw new Error('no Reading practice test the demo student may open');
    const launched = await this.call<{ studentTestId: string }>('POST', 'assessment/generate-token', {
      groupId: card.id,
      testId: card.testId,
      courseId: this.courseId,
      rurl: '/practicetest',
    });
    type Track = {
      selectedOptionId: string | null;
      enteredText: string | null;
      inputResponses: { value: string | null }[];
    };
    const started = await this.call<{
      testData: { started: boolean };
      studentTestData: { isActive: 0 | 1 };
      tracks: Track[];
    }>('POST', 'assessment/start', { testId: launched.studentTestId });
    if (!started.testData.started || started.studentTestData.isActive !== 1) {
      throw new Error(`the attempt ${launched.studentTestId} did not start (or has ended)`);
    }
    // A visit records the question on screen (a track without an answer); an answer would be a
    // student's, and the page no longer the untouched test.
    const answered = started.tracks.filter(
      (t) => t.selectedOptionId || t.enteredText || t.inputResponses.some((r) => r.value),
    );
    if (answered.length > 0) {
      throw new Error(`the attempt ${launched.studentTestId} has ${answered.length} answers already`);
    }
    return `/assessment/${launched.studentTestId}`;
  }

  /**
   * The page of one of the student's ended IELTS mocks (the seeded attempts, 'Mock Report' → View
   * report): /ielts-mockreport/{id}, the one with the most section bands (the teacher-marked one).
   */
  async mockReportPath(): Promise<string> {
    type Card = { studentTestId: string; testTemplate: string; sections: { band: number | null }[] };
    const cards = await this.call<Card[]>('GET', `reportcard?id=1&courseId=${this.courseId}`);
    const bands = (c: Card) => c.sections.filter((s) => s.band !== null).length;
    const best = cards
      .filter((c) => c.testTemplate === 'ielts')
      .reduce<Card | undefined>((a, c) => (!a || bands(c) > bands(a) ? c : a), undefined);
    if (!best) throw new Error('the demo student has no ended IELTS mock: no mock report to read');
    return `/ielts-mockreport/${best.studentTestId}`;
  }
}

async function call<T>(
  origin: string,
  cookie: string,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${origin}/api/${route}`, {
    method,
    headers: {
      accept: 'application/json',
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let answer: Envelope<T> | undefined;
  try {
    answer = JSON.parse(text) as Envelope<T>;
  } catch {}
  if (!res.ok || !answer?.success) {
    throw new Error(`${method} /api/${route}: ${res.status} ${text.slice(0, 300)}`);
  }
  return answer.data as T;
}

/**
 * The address of one of the bench's pages (bench/lighthouse.ts, bench/first-render.ts): the login
 * page, the dashboard, a started test's runner, a mock report; all but the login page need the
 * signed-in student.
 */
export async function benchPagePath(
  page: 'login' | 'dashboard' | 'runner' | 'report',
  student: DemoStudent | undefined,
): Promise<string> {
  if (page === 'login') return '/login';
  if (!student) throw new Error(`the ${page} page needs the signed-in student`);
  if (page === 'dashboard') return '/dashboard';
  return page === 'runner' ? student.startedTestPath() : student.mockReportPath();
}
