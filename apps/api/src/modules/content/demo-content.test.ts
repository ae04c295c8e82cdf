import fs from 'node:fs';
import path from 'node:path';
import { isItemType, itemTypes, needsEvaluation } from '@portico/contract/item-kinds';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { loadDemoContent } from '../../seed/seed';

import { itemMarks } from '../assessment/scoring/item-marks';

import { type AuthoredObject, CourseFileSchema, isCourseFile } from './content-course-format';
import type { AuthoredItem } from './content-item-format';
import { itemOptionsAndKeys, toScorableItem } from './content-mapper';
import { TestFileSchema } from './content-test-format';

const root = path.join(REPO_ROOT, 'content/demo/content');
const mediaRoot = path.join(REPO_ROOT, 'content/demo/media');
const videoRoot = path.join(mediaRoot, 'video');
/** The video folders (media/video/<name>/) a text's /demo-media addresses name. */
const videoNames = (text: string) => [
  ...new Set([...text.matchAll(/\/demo-media\/video\/([^/"\\\s]+)\//g)].map((m) => m[1] as string)),
];
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

  it('a test named after a part holds only that part', () => {
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

  it("a full test is filed under 'Full Tests', never under one part's practice tab", () => {
    const wrong: string[] = [];
    for (const f of courseFiles) {
      const course = CourseFileSchema.parse(f.json);
      // The course's full tests: those its mocks are made of.
      const full = new Set(
        course.modules.flatMap((m) => m.objects.filter((o) => o.kind === 'Mock').map((o) => o.test)),
      );
      const practice = course.modules.find((m) => m.key === 'practice');
      for (const tab of practice?.modules ?? []) {
        if (tab.title === 'Full Tests') continue;
        for (const week of tab.modules) {
          for (const o of week.objects) {
            if (full.has(o.test))
              wrong.push(`${f.folder} ${tab.title}/${week.title}: '${o.title}' (${o.test})`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('offers Request for Evaluation on every card whose test has an essay or a recording', () => {
    const marked = new Set(
      testFiles
        .filter((f) =>
          (f.json.sections as { items: { type: string }[] }[]).some((s) =>
            s.items.some((i) => isItemType(i.type) && needsEvaluation(i.type)),
          ),
        )
        .map((f) => f.json.key as string),
    );
    const silent: string[] = [];
    for (const f of courseFiles) {
      const walk = (mods: ReturnType<typeof CourseFileSchema.parse>['modules']) => {
        for (const m of mods) {
          for (const o of m.objects) {
            if (o.test && marked.has(o.test) && !o.evaluationRequired)
              silent.push(`${f.folder}: '${o.title}'`);
          }
          walk(m.modules);
        }
      };
      walk(CourseFileSchema.parse(f.json).modules);
    }
    expect(silent).toEqual([]);
  });

  it("no direction repeats the runner's own 'Question N' heading", () => {
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

  it('has full IELTS Listening and Reading tests of 40 marks, as the 40 question numbers of the real test (decision 038)', () => {
    // A mark per question number: a 'Choose TWO' item is worth 2 marks (item-marks.ts), so a part
    // holding one has one item fewer.
    const marksOf = (item: AuthoredItem) => {
      const { options, keys } = itemOptionsAndKeys((n) => `option-${n}`, item);
      const row = {
        itemType: item.type,
        points: item.points ?? null,
        negativePoints: null,
        keys,
      } as Parameters<typeof toScorableItem>[0];
      const rows = options.map((o) => ({ ...o, itemId: 'item', companyCode: 'demo', retiredAt: null }));
      return itemMarks(toScorableItem(row, rows, 'ielts'));
    };
    const sizes = testFiles
      .filter((f) => String(f.json.examFamily).startsWith('ielts'))
      .flatMap((f) => {
        const sections = f.json.sections as { referenceType: string; items: AuthoredItem[] }[];
        return ['Listening', 'Reading'].map((skill) => ({
          test: f.json.key as string,
          skill,
          marks: sections
            .filter((s) => s.referenceType === skill)
            .flatMap((s) => s.items)
            .reduce((sum, item) => sum + marksOf(item), 0),
        }));
      })
      // A test without the skill (a Listening practice test has no Reading) has nothing to check.
      .filter((s) => s.marks > 0);
    expect(sizes.filter((s) => s.marks !== 40)).toEqual([]);
    // The practice tests and the mock the README promises are among them.
    expect(sizes.map((s) => `${s.test} ${s.skill}`)).toEqual(
      expect.arrayContaining([
        'ielts-academic-listening-practice-1 Listening',
        'ielts-academic-reading-practice-1 Reading',
        'ielts-academic-mock-1 Listening',
        'ielts-academic-mock-1 Reading',
        'ielts-general-reading-practice-1 Reading',
        'ielts-general-mock-1 Listening',
        'ielts-general-mock-1 Reading',
      ]),
    );
  });

  it('gives IELTS General Training its own Reading and a Task 1 letter, scored on the General Training table', () => {
    const course = courseFiles.find((f) => f.json.course === 'ielts-general');
    expect(course, 'content/demo/content/ielts-general/ielts-general.course.json').toBeDefined();
    const parsed = CourseFileSchema.parse(course?.json);
    const tests: string[] = [];
    const walk = (mods: typeof parsed.modules) => {
      for (const m of mods) {
        for (const o of m.objects) if (o.test) tests.push(o.test);
        walk(m.modules);
      }
    };
    walk(parsed.modules);
    const byKey = new Map(testFiles.map((f) => [f.json.key as string, f.json]));
    const own = tests.map((k) => byKey.get(k)).filter((t) => t?.examFamily === 'ielts-general');
    const html = (t: (typeof own)[number], skill: string) =>
      ((t?.sections ?? []) as { referenceType: string; passage?: string; items: { html: string }[] }[])
        .filter((s) => s.referenceType === skill)
        .map((s) => `${s.passage ?? ''} ${s.items.map((i) => i.html).join(' ')}`)
        .join(' ');
    // A General Training reading and mock of its own (not the Academic tests under another name) …
    expect(own.map((t) => t?.key)).toEqual(
      expect.arrayContaining(['ielts-general-reading-practice-1', 'ielts-general-mock-1']),
    );
    const academicReading = html(byKey.get('ielts-academic-reading-practice-1'), 'Reading');
    for (const t of own) expect(html(t, 'Reading')).not.toContain(academicReading.slice(0, 200));
    // … whose Writing Task 1 is a letter, in the practice test and in the mock.
    const letters = own.filter((t) => /Write a letter/.test(html(t, 'Writing')));
    expect(letters.map((t) => t?.key)).toEqual(
      expect.arrayContaining(['ielts-general-writing-practice-1', 'ielts-general-mock-1']),
    );
  });

  it('course pages name tests that exist, with the practice and mock pages the menu opens', () => {
    const keys = new Set(testFiles.map((f) => f.json.key as string));
    for (const f of courseFiles) {
      const course = CourseFileSchema.parse(f.json);
      const walk = (mods: typeof course.modules): string[] =>
        mods.flatMap((m) => [...m.objects.map((o) => o.test ?? ''), ...walk(m.modules)]);
      expect(walk(course.modules).filter((k) => k && !keys.has(k))).toEqual([]);
      // Every exam course has practice tests; the programming course is lessons of coding exercises.
      if (course.course !== 'programming') expect(course.modules.map((m) => m.key)).toContain('practice');
    }
  });

  it('the programming course holds at least six coding exercises, each offered in all four languages', () => {
    const file = courseFiles.find((f) => (f.json as { course: string }).course === 'programming');
    const course = CourseFileSchema.parse(file?.json);
    const walk = (mods: typeof course.modules): AuthoredObject[] =>
      mods.flatMap((m) => [...m.objects, ...walk(m.modules)]);
    const exercises = walk(course.modules).filter((o) => o.kind === 'Coding');
    expect(exercises.length).toBeGreaterThanOrEqual(6);
    for (const e of exercises) {
      expect([...(e.languages ?? [])].sort(), e.key).toEqual(['c', 'cpp', 'java', 'php']);
      expect(
        e.testCases?.some((c) => c.show),
        e.key,
      ).toBe(true);
    }
    // Each language is some exercise's default, and a lesson shows one in place.
    expect(new Set(exercises.map((e) => e.languages?.[0]))).toEqual(new Set(['c', 'cpp', 'java', 'php']));
    expect(walk(course.modules).some((o) => o.kind === 'Lesson' && o.content?.includes('[item key='))).toBe(
      true,
    );
  });

  it.each(['ielts-academic', 'pte'])(
    '%s has the whole learning area: lessons, hub, quizzes, videos, books, vocabulary, sectional',
    (courseKey) => {
      const file = courseFiles.find((f) => f.json.course === courseKey);
      const course = CourseFileSchema.parse(file?.json);
      const root = (k: string) => course.modules.find((m) => m.key === k);
      type Module = (typeof course.modules)[number];
      const all = (mods: Module[]): Module[] => mods.flatMap((m) => [m, ...all(m.modules)]);
      const objects = (m: Module | undefined) => (m ? all([m]).flatMap((x) => x.objects) : []);
      // Lessons: a grammar module and a 'level 1' module (tags), Html lessons with answers, videos,
      // a module whose objects are all locked, and a free object in a module of paid ones.
      const lessons = root('lessons');
      const titles = (lessons?.modules ?? []).map((m) => m.title.toLowerCase());
      expect(titles).toEqual(expect.arrayContaining(['grammar', 'level 1']));
      const lessonObjects = objects(lessons);
      expect(
        lessonObjects.filter((o) => o.kind === 'Lesson' && o.content?.includes('@@@break@@@')).length,
      ).toBeGreaterThanOrEqual(5);
      expect(lessonObjects.some((o) => o.kind === 'Video')).toBe(true);
      const leaves = all(lessons ? [lessons] : []).filter((m) => m.objects.length > 0);
      expect(leaves.some((m) => m.objects.every((o) => o.isLocked))).toBe(true);
      // A module of the navigator (Grammar, Writing Skills…) whose objects are paid but one.
      expect(
        (lessons?.modules ?? []).some(
          (m) => objects(m).some((o) => o.isFree) && objects(m).some((o) => !o.isFree),
        ),
      ).toBe(true);
      // Quizzes of 5–10 questions.
      const quizzes = lessonObjects.filter((o) => o.kind === 'Quiz');
      expect(quizzes.length).toBeGreaterThanOrEqual(2);
      for (const q of quizzes) {
        const test = TestFileSchema.parse(testFiles.find((f) => f.json.key === q.test)?.json);
        const count = test.sections.flatMap((sec) => sec.items).length;
        expect(count, q.test).toBeGreaterThanOrEqual(5);
        expect(count, q.test).toBeLessThanOrEqual(10);
      }
      // The hub: group tabs, each with child modules that have a thumbnail.
      const hub = root('beginners');
      expect(hub?.isGroupLessons).toBe(true);
      expect(hub?.modules.length).toBeGreaterThanOrEqual(2);
      for (const group of hub?.modules ?? []) {
        for (const card of group.modules) expect(card.thumbnail, card.key).not.toBe('');
      }
      // 25+ videos across every letter group and two languages, with distinct titles and thumbnails.
      const videos = objects(root('videos')).filter((o) => o.kind === 'Video');
      expect(videos.length).toBeGreaterThanOrEqual(25);
      expect(new Set(videos.map((v) => v.title)).size).toBe(videos.length);
      expect(new Set(videos.map((v) => v.thumbnail)).size).toBe(videos.length);
      expect(new Set(videos.map((v) => v.languageId)).size).toBeGreaterThanOrEqual(2);
      for (const range of ['AE', 'FK', 'LP', 'QU', 'VZ']) {
        const [from = '', to = ''] = range;
        expect(
          videos.filter((v) => {
            const first = v.title.charAt(0).toUpperCase();
            return first >= from && first <= to;
          }).length,
          range,
        ).toBeGreaterThan(0);
      }
      // Two books of three or more audio lessons each.
      const books = all(root('books') ? [root('books') as Module] : []).filter((m) =>
        m.modules.some((u) => u.objects.some((o) => o.kind === 'BookAudio')),
      );
      expect(books.length).toBeGreaterThanOrEqual(2);
      for (const b of books) {
        const units = b.modules.filter((u) => u.objects.some((o) => o.content?.includes('<audio src=')));
        expect(units.length, b.key).toBeGreaterThanOrEqual(3);
      }
      // Vocabulary and sectional practice sets.
      expect(objects(root('vocab')).filter((o) => o.kind === 'PracticeTest').length).toBeGreaterThanOrEqual(
        2,
      );
      expect(
        objects(root('sectional')).filter((o) => o.kind === 'PracticeTest').length,
      ).toBeGreaterThanOrEqual(2);
    },
  );

  it("IELTS Academic's lessons have a topic of videos shown as a grid (spec 2 §2 content types)", () => {
    const course = CourseFileSchema.parse(courseFiles.find((f) => f.json.course === 'ielts-academic')?.json);
    type Module = (typeof course.modules)[number];
    const all = (mods: Module[]): Module[] => mods.flatMap((m) => [m, ...all(m.modules)]);
    const grids = all(course.modules.filter((m) => m.key === 'lessons')).filter(
      (m) => m.referenceType?.toLowerCase() === 'videos',
    );
    expect(grids.length).toBeGreaterThan(0);
    for (const g of grids) {
      const videos = g.objects.filter((o) => o.kind === 'Video');
      expect(videos.length, g.key).toBeGreaterThanOrEqual(3);
      expect(new Set(videos.map((v) => v.thumbnail)).size, g.key).toBe(videos.length);
    }
  });

  it("no menu entry of the demo opens an empty page: each page's module exists in every course showing it", () => {
    type Entry = { title: string; navigationParam?: string; subMenu?: Entry[] };
    type Demo = {
      menu: Entry[];
      menus: Record<string, Entry[]>;
      companies: { code: string; courseGroups?: { courses: { key: string; menu?: string }[] }[] }[];
    };
    const demo = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'content/demo/companies.json'), 'utf8'),
    ) as Demo;
    const rootKeys = new Map(
      courseFiles.map((f) => {
        const course = CourseFileSchema.parse(f.json);
        return [course.course, new Set(course.modules.map((m) => m.key))];
      }),
    );
    const entries = (menu: Entry[]): Entry[] => menu.flatMap((e) => [e, ...entries(e.subMenu ?? [])]);
    const empty: string[] = [];
    for (const company of demo.companies) {
      for (const course of (company.courseGroups ?? []).flatMap((g) => g.courses)) {
        const menu = course.menu ? demo.menus[course.menu] : demo.menu;
        expect(menu, `${company.code}/${course.key}`).toBeDefined();
        for (const e of entries(menu ?? [])) {
          if (e.navigationParam && !rootKeys.get(course.key)?.has(e.navigationParam)) {
            empty.push(`${company.code}/${course.key}: ${e.title}`);
          }
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('every /demo-media address points at a file', () => {
    const companiesFile = fs.readFileSync(path.join(REPO_ROOT, 'content/demo/companies.json'), 'utf8');
    const text = [...files.map((f) => JSON.stringify(f.json)), companiesFile].join('\n');
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

  it('gives acme dashboard videos of its own, and the course videos name no company', () => {
    const { companies } = loadDemoContent();
    const acme = companies.find((c) => c.code === 'acme');
    const videos = acme?.home.videos ?? [];
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const v of videos) {
      expect(v.content).toMatch(/^\/demo-media\/video\/acme-[a-z-]+\/index\.m3u8$/);
      expect(v.thumbnail).toMatch(/^\/demo-media\/video\/acme-[a-z-]+\/poster\.jpg$/);
    }
    // Every company that imports a course folder plays its videos: their slides name no company.
    const courseVideos = new Set(files.flatMap((f) => videoNames(JSON.stringify(f.json))));
    expect(courseVideos.size).toBeGreaterThan(0);
    for (const name of courseVideos) {
      const card = fs.readFileSync(path.join(videoRoot, `${name}.card.txt`), 'utf8').toLowerCase();
      for (const c of companies) {
        expect(card, name).not.toContain(String(c.shortName ?? c.companyName).toLowerCase());
      }
    }
  });
});

describe('the demo videos (content/demo/media/video)', () => {
  const companiesText = fs.readFileSync(path.join(REPO_ROOT, 'content/demo/companies.json'), 'utf8');
  const allText = [...files.map((f) => JSON.stringify(f.json)), companiesText].join('\n');
  const cardTitle = (name: string) =>
    fs.readFileSync(path.join(videoRoot, `${name}.card.txt`), 'utf8').split('\n')[1] ?? '';

  it('plays narrated slides, never a test pattern', () => {
    const names = videoNames(allText);
    expect(names.length).toBeGreaterThan(50);
    // Each video is made by make-slides.sh from its card: a title, a subtitle and narration.
    const missing = names.filter(
      (n) =>
        !fs.existsSync(path.join(videoRoot, `${n}.card.txt`)) ||
        !fs.existsSync(path.join(videoRoot, n, 'index.m3u8')) ||
        !fs.existsSync(path.join(videoRoot, n, 'poster.jpg')),
    );
    expect(missing).toEqual([]);
    for (const n of names) {
      const lines = fs
        .readFileSync(path.join(videoRoot, `${n}.card.txt`), 'utf8')
        .trim()
        .split('\n');
      expect(lines[0], n).toMatch(/^#[0-9a-f]{6}$/i);
      expect(lines.slice(3).filter((l) => !/^(- |voice: )/.test(l)).length, n).toBeGreaterThanOrEqual(3);
    }
    // No folder of media/video is made any other way, and no script draws ffmpeg's test sources.
    const folders = fs
      .readdirSync(videoRoot)
      .filter((n) => fs.statSync(path.join(videoRoot, n)).isDirectory());
    expect(folders.filter((n) => !fs.existsSync(path.join(videoRoot, `${n}.card.txt`)))).toEqual([]);
    const scripts = fs.readdirSync(videoRoot).filter((n) => n.endsWith('.sh'));
    expect(scripts).toEqual(['make-slides.sh']);
    expect(fs.readFileSync(path.join(videoRoot, 'make-slides.sh'), 'utf8')).not.toMatch(
      /testsrc|smptebars|sine=/,
    );
    expect(allText).not.toMatch(/\/demo-media\/video\/sample\//);
  });

  it('titles every video after its topic, as its slides do, with its own length', () => {
    const entries: { title: string; content: string; duration?: unknown }[] = [];
    const collect = (o: unknown): void => {
      if (Array.isArray(o)) o.forEach(collect);
      else if (o && typeof o === 'object') {
        const r = o as Record<string, unknown>;
        if (typeof r.title === 'string' && typeof r.content === 'string' && videoNames(r.content).length) {
          entries.push({ title: r.title, content: r.content, duration: r.duration });
        }
        Object.values(r).forEach(collect);
      }
    };
    collect([...files.map((f) => f.json), JSON.parse(companiesText)]);
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.filter((e) => /sample lesson video/i.test(e.title))).toEqual([]);
    const unlike = entries.filter((e) => cardTitle(videoNames(e.content)[0] ?? '') !== e.title);
    expect(unlike).toEqual([]);
    // The seconds an entry states are its playlist's, to the second.
    const seconds = (name: string) =>
      [...fs.readFileSync(path.join(videoRoot, name, 'index.m3u8'), 'utf8').matchAll(/#EXTINF:([\d.]+)/g)]
        .map((m) => Number(m[1]))
        .reduce((a, b) => a + b, 0);
    const wrong = entries.filter(
      (e) =>
        typeof e.duration === 'number' && Math.abs(e.duration - seconds(videoNames(e.content)[0] ?? '')) > 1,
    );
    expect(wrong).toEqual([]);
  });
});
