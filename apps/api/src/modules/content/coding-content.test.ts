import { describe, expect, it } from 'vitest';
import { CourseFileSchema, resolveItemShortcodes } from './content-course-format';

/** Coding objects in course files (decision 025): languages, starter code, cases, the [item] shortcode. */
const course = (objects: object[]) => ({ course: 'C', modules: [{ key: 'm', title: 'M', objects }] });
const coding = (extra: object = {}) => ({
  key: 'sum',
  kind: 'Coding',
  title: 'Sum',
  testCases: [{ input: '1 2', output: '3' }],
  ...extra,
});
const messages = (json: object) => {
  const parsed = CourseFileSchema.safeParse(json);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('Coding objects in course files', () => {
  it('takes languages, starter code and cases, each case visible unless it says not', () => {
    const parsed = CourseFileSchema.parse(
      course([
        coding({
          languages: ['java', 'c'],
          starterCode: { java: 'public class Main {}' },
          testCases: [
            { input: '1 2', output: '3' },
            { input: '2 2', output: '4', show: false },
          ],
        }),
      ]),
    );
    const object = parsed.modules[0]?.objects[0];
    expect(object?.languages).toEqual(['java', 'c']);
    expect(object?.testCases?.map((c) => c.show)).toEqual([true, false]);
  });

  it('refuses an exercise no program could pass, unknown languages and no cases', () => {
    expect(messages(course([coding({ testCases: [{ input: '1', output: ' \n' }] })]))).toEqual([
      'the expected output is empty: no program could pass this case',
    ]);
    expect(messages(course([coding({ testCases: [] })]))).toEqual(['a Coding exercise needs test cases']);
    expect(messages(course([coding({ languages: ['cobol'] })]))[0]).toContain('language must be one of');
    expect(messages(course([coding({ languages: [] })]))).toEqual(['must name at least one language']);
  });

  it('checks that an [item key] names a Coding object of the course', () => {
    const lesson = (content: string) => ({ key: 'l', kind: 'Lesson', title: 'L', content });
    expect(messages(course([coding(), lesson('<p>[item key="sum"]</p>')]))).toEqual([]);
    expect(messages(course([coding(), lesson("<p>[item language='java' key='sum']</p>")]))).toEqual([]);
    expect(messages(course([coding(), lesson('[item key="nope"]')]))).toEqual([
      `'l' shows [item key="nope"], which is not a Coding object of this course`,
    ]);
    expect(messages(course([coding(), lesson('[item key="l"]')]))[0]).toContain('not a Coding object');
  });

  it('writes the object id in place of the key, keeping the other attributes', () => {
    const idOf = (key: string) => `id-of-${key}`;
    expect(resolveItemShortcodes('<p>[item key="sum" language="java"]</p>', idOf)).toBe(
      '<p>[item id="id-of-sum" language="java"]</p>',
    );
    expect(resolveItemShortcodes("[item language='c' key='a'] and [item key=\"b\"]", idOf)).toBe(
      "[item language='c' id='id-of-a'] and [item id=\"id-of-b\"]",
    );
    expect(resolveItemShortcodes('[item id="x"] [items key="y"] text', idOf)).toBe(
      '[item id="x"] [items key="y"] text',
    );
  });
});
