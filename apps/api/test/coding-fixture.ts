import type { CaseResult } from '@portico/contract/coding';
import { expect } from 'vitest';
import { importContent } from '../src/modules/content/content-import';
import { contentIds } from '../src/modules/content/content-mapper';
import { createCompany, createCourse, createStudent, enrol, login, type TestContext } from './harness';

/** Programs of the coding tests, by language. */
export const programs = {
  sumC: '#include <stdio.h>\nint main(void){long long a,b; if(scanf("%lld %lld",&a,&b)!=2) return 1; printf("%lld\\n",a+b); return 0;}\n',
  /** Wrong for negative numbers only. */
  sumWrongC:
    '#include <stdio.h>\nint main(void){long long a,b; scanf("%lld %lld",&a,&b); if(a<0||b<0){printf("0\\n");return 0;} printf("%lld\\n",a+b); return 0;}\n',
  /** Right on the visible cases, wrong on big numbers (a hidden case): 32-bit overflow. */
  sumIntC:
    '#include <stdio.h>\nint main(void){int a,b; scanf("%d %d",&a,&b); printf("%d\\n",a+b); return 0;}\n',
  compileErrorC: '#include <stdio.h>\nint main(void){ printf("x") return 0; }\n',
  sumPhp: '<?php\n[$a, $b] = array_map("intval", explode(" ", trim(fgets(STDIN))));\necho $a + $b, "\\n";\n',
};

/**
 * A company with a course holding coding exercises: `sum` (two visible cases, then two hidden),
 * `sum-c` (C only), `echo`, a locked one, a paid one and a lesson; one enrolled student, signed in.
 */
export async function codingFixture(ctx: TestContext, options: { enrol?: boolean } = {}) {
  const company = await createCompany(ctx);
  const { course, product } = await createCourse(ctx, company.code);
  const sumCases = [
    { input: '2 3\n', output: '5' },
    { input: '-4 1\n', output: '-3' },
    { input: '10 20\n', output: '30', show: false },
    { input: '2000000000 2000000000\n', output: '4000000000', show: false },
  ];
  const result = await importContent(ctx.database.db, company.code, [
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'lessons',
            title: 'Lessons',
            objects: [
              {
                key: 'sum',
                kind: 'Coding',
                title: 'Sum',
                content: '<p>Print the sum.</p>',
                testCases: sumCases,
                isFree: true,
              },
              {
                key: 'sum-c',
                kind: 'Coding',
                title: 'Sum in C',
                content: '<p>Print the sum, in C.</p>',
                testCases: sumCases.slice(0, 2),
                languages: ['c'],
                starterCode: { c: '/* your code */\n' },
                isFree: true,
              },
              {
                key: 'echo',
                kind: 'Coding',
                title: 'Echo',
                content: '<p>Print the line you read.</p>',
                testCases: [
                  { input: 'hello\n', output: 'hello' },
                  { input: 'hidden line\n', output: 'hidden line', show: false },
                ],
                isFree: true,
              },
              {
                key: 'locked',
                kind: 'Coding',
                title: 'Locked',
                testCases: sumCases,
                isLocked: true,
                isFree: true,
              },
              {
                key: 'lesson',
                kind: 'Lesson',
                title: 'Lesson',
                content: '<p>Try it:</p><p>[item key="sum"]</p>',
                isFree: true,
              },
            ],
          },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const student = await createStudent(ctx, company.code);
  if (options.enrol !== false) await enrol(ctx, student, product.id, 30);
  const session = await login(ctx, company.host, student.email, student.password);
  const id = (key: string) => contentIds.object(company.code, course.id, key);
  const run = (body: object, c = session.c) => c.post('/api/coding-run', body);
  const content = (objectId: string, c = session.c) =>
    c.get(`/api/coding-content?id=${objectId}&companyCode=${company.code}`);
  return { company, course, product, student, ...session, id, run, content };
}

export type CodingFixture = Awaited<ReturnType<typeof codingFixture>>;

/** A case's result that must be a visible one (a hidden one has no texts to read). */
export function visibleCase(c: CaseResult | undefined) {
  expect(c?.visible, 'a visible case').toBe(true);
  if (!c?.visible) throw new Error('not a visible case');
  return c;
}

/** A run that answered 200, its result. */
export async function ran(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: import('@portico/contract/coding').CodingRunResult }).data;
}
