import fs from 'node:fs';
import path from 'node:path';
import type { CodingLanguage } from '@portico/contract/coding';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { type AuthoredObject, CourseFileSchema } from '../content/content-course-format';
import { judge } from './judge';
import { DEFAULT_RUN_LIMITS } from './runner/code-runner';
import { SandboxRunner } from './runner/sandbox.runner';

/**
 * The demo's coding exercises can be solved: a reference solution of each, in its default
 * language, passes every case (hidden ones included) in the sandbox, and a program printing
 * nothing passes none. A wrong expected output in the demo would fail here, not in front of a student.
 */
const file = path.join(REPO_ROOT, 'content/demo/content/programming/programming.course.json');
const course = CourseFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
const walk = (mods: typeof course.modules): AuthoredObject[] =>
  mods.flatMap((m) => [...m.objects, ...walk(m.modules)]);
const exercises = walk(course.modules).filter((o) => o.kind === 'Coding');

const solutions: Record<string, { language: CodingLanguage; code: string }> = {
  'hello-world': {
    language: 'c',
    code: '#include <stdio.h>\nint main(void){ puts("Hello World"); return 0; }\n',
  },
  'echo-line': {
    language: 'c',
    code: '#include <stdio.h>\nint main(void){ char s[4096]; if (fgets(s, sizeof s, stdin)) fputs(s, stdout); return 0; }\n',
  },
  'sum-two': {
    language: 'java',
    code: 'import java.util.Scanner;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
  },
  fizzbuzz: {
    language: 'cpp',
    code: '#include <iostream>\nint main(){ int n; std::cin >> n; for (int i = 1; i <= n; i++) { if (i % 15 == 0) std::cout << "FizzBuzz\\n"; else if (i % 3 == 0) std::cout << "Fizz\\n"; else if (i % 5 == 0) std::cout << "Buzz\\n"; else std::cout << i << "\\n"; } }\n',
  },
  'reverse-string': { language: 'php', code: '<?php\necho strrev(trim(fgets(STDIN))), "\\n";\n' },
  largest: {
    language: 'java',
    code: 'import java.util.Scanner;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); int n = s.nextInt(); long m = Long.MIN_VALUE; for (int i = 0; i < n; i++) m = Math.max(m, s.nextLong()); System.out.println(m); } }\n',
  },
  'count-vowels': {
    language: 'c',
    code: '#include <stdio.h>\n#include <ctype.h>\n#include <string.h>\nint main(void){ int c, n = 0; while ((c = getchar()) != EOF) if (strchr("aeiou", tolower(c)) && c) n++; printf("%d\\n", n); return 0; }\n',
  },
};

describe.skipIf(!fs.existsSync('/usr/bin/bwrap'))('the demo coding exercises', () => {
  const runner = new SandboxRunner();

  it('has a reference solution for each exercise, in its default language', () => {
    expect(Object.keys(solutions).sort()).toEqual(exercises.map((e) => e.key).sort());
    for (const e of exercises) expect(solutions[e.key]?.language, e.key).toBe(e.languages?.[0]);
  });

  it.concurrent.each(exercises.map((e) => [e.key, e] as const))('%s is solvable', async (_key, exercise) => {
    const solution = solutions[exercise.key];
    if (!solution) throw new Error(`no solution for ${exercise.key}`);
    const cases = (exercise.testCases ?? []).map((c) => ({ ...c, show: c.show ?? true }));
    const outcome = await runner.run({
      language: solution.language,
      source: solution.code,
      stdins: cases.map((c) => c.input),
      limits: DEFAULT_RUN_LIMITS,
    });
    const result = judge(cases, outcome);
    expect(result.compileError).toBeNull();
    expect(result.cases.map((c) => c.status)).toEqual(cases.map(() => 'passed'));
  });
});
