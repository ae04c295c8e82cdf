import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { loadDemoContent } from '../../db/seed';
import { itemTypes } from '../assessment/scoring/scoring.types';
import { CourseFileSchema, isCourseFile, TestFileSchema } from './content-format';

const root = path.join(REPO_ROOT, 'content/demo/content');
const mediaRoot = path.join(REPO_ROOT, 'content/demo/media');
const files = fs.readdirSync(root).flatMap((folder) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((n) => n.endsWith('.json'))
    .map((n) => ({ folder, name: n, json: JSON.parse(fs.readFileSync(path.join(root, folder, n), 'utf8')) })),
);
const testFiles = files.filter((f) => !isCourseFile(f.json));
const courseFiles = files.filter((f) => isCourseFile(f.json));

describe('the demo content (content/demo/content)', () => {
  it.each(testFiles.map((f) => [`${f.folder}/${f.name}`, f] as const))('%s is a valid test file', (_, f) => {
    const parsed = TestFileSchema.safeParse(f.json);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('a test named after a part holds only that part (issue 12 §9)', () => {
    const sectionsOf = new Map(
      testFiles.map((f) => [
        f.json.key as string,
        (f.json.sections as { title: string; referenceType?: string }[]).map((s) => s.title),
      ]),
    );
    const parts = ['Listening', 'Reading', 'Writing', 'Speaking', 'Math', 'Verbal', 'Quant'];
    const wrong: string[] = [];
    for (const f of courseFiles) {
      const course = CourseFileSchema.parse(f.json);
      const walk = (mods: typeof course.modules, tab: string) => {
        for (const m of mods) {
          for (const o of m.objects) {
            // A generic full test ('CELPIP Practice Test 1', a mock) may hold every part.
            const named = parts.find((p) => o.title.startsWith(p));
            if (!named || !o.test) continue;
            const sections = sectionsOf.get(o.test) ?? [];
            if (sections.length === 0 || !sections.every((s) => s.includes(named) || named.includes(s)))
              wrong.push(`${f.folder} ${tab}/${m.title}: '${o.title}' holds ${sections.join(', ')}`);
          }
          walk(m.modules, m.title);
        }
      };
      walk(course.modules, '');
    }
    expect(wrong).toEqual([]);
  });

  it("no direction repeats the runner's own 'Question N' heading (issue 12 §5)", () => {
    const repeated = testFiles.flatMap((f) =>
      (f.json.sections as { items: { key: string; direction?: string }[] }[]).flatMap((s) =>
        s.items.filter((i) => /<p>\s*Question \d+\s*<\/p>/.test(i.direction ?? '')).map((i) => i.key),
      ),
    );
    expect(repeated).toEqual([]);
  });

  it('uses every item type of ITEM-TYPES.md', () => {
    const used = new Set(
      testFiles.flatMap((f) =>
        (f.json.sections as { items: { type: string }[] }[]).flatMap((s) => s.items.map((i) => i.type)),
      ),
    );
    expect(itemTypes.filter((t) => !used.has(t))).toEqual([]);
  });

  it('has full IELTS Listening and Reading tests of 40 questions', () => {
    const sizes = testFiles
      .filter((f) => f.json.examFamily === 'ielts')
      .flatMap((f) => {
        const sections = f.json.sections as { referenceType: string; items: unknown[] }[];
        return ['Listening', 'Reading'].map((skill) => ({
          test: f.json.key as string,
          skill,
          questions: sections
            .filter((s) => s.referenceType === skill)
            .reduce((sum, s) => sum + s.items.length, 0),
        }));
      })
      // A test without the skill (a Listening practice test has no Reading) has nothing to check.
      .filter((s) => s.questions > 0);
    expect(sizes.filter((s) => s.questions !== 40)).toEqual([]);
    // The practice tests and the mock the README promises are among them.
    expect(sizes.map((s) => `${s.test} ${s.skill}`)).toEqual(
      expect.arrayContaining([
        'ielts-academic-listening-practice-1 Listening',
        'ielts-academic-reading-practice-1 Reading',
        'ielts-academic-mock-1 Listening',
        'ielts-academic-mock-1 Reading',
      ]),
    );
  });

  it('course pages name tests that exist, with the practice and mock pages the menu opens', () => {
    const keys = new Set(testFiles.map((f) => f.json.key as string));
    for (const f of courseFiles) {
      const course = CourseFileSchema.parse(f.json);
      const walk = (mods: typeof course.modules): string[] =>
        mods.flatMap((m) => [...m.objects.map((o) => o.test ?? ''), ...walk(m.modules)]);
      expect(walk(course.modules).filter((k) => k && !keys.has(k))).toEqual([]);
      expect(course.modules.map((m) => m.key)).toContain('practice');
    }
  });

  it('every /demo-media address points at a file', () => {
    const text = files.map((f) => JSON.stringify(f.json)).join('\n');
    const urls = [...new Set(text.match(/\/demo-media\/[^"\\\s)]+/g) ?? [])];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => !fs.existsSync(path.join(mediaRoot, u.replace('/demo-media/', ''))))).toEqual(
      [],
    );
  });

  it('each company imports only folders that exist', () => {
    for (const c of loadDemoContent().companies) {
      for (const folder of c.content) expect(fs.existsSync(path.join(root, folder)), folder).toBe(true);
    }
  });
});
