import { describeScore, examOf, meaningRow, targetGap } from '@portico/contract/score-gap';
import { examScoring, type MeaningTable, scoreExams } from '@portico/contract/score-meaning';
import { describe, expect, it } from 'vitest';
import { defaultMeaningTables as tables } from './score-meaning.defaults';

/**
 * The shipped meaning tables against their published sources (decision 043), score by score over
 * each exam's whole scale, and the target gap's wording.
 */
const every = (min: number, max: number, step: number) =>
  Array.from(
    { length: Math.round((max - min) / step) + 1 },
    (_, i) => Math.round((min + i * step) * 10) / 10,
  );

/** Each score of each measure falls in exactly one row of that measure (the console refuses overlaps). */
function expectOneRowPerScore(table: MeaningTable, exam: 'gre' | 'sat') {
  for (const m of examScoring[exam].measures) {
    for (const score of every(m.min, m.max, m.step)) {
      const fits = table.rows.filter((r) => r.measure === m.name && score >= r.min && score <= r.max);
      expect(fits, `${m.name} ${score}`).toHaveLength(1);
    }
  }
}

/** Published rows typed from the owner's table: per measure, 'score:percentile' as printed. */
function expectRows(table: MeaningTable, published: Record<string, string>) {
  for (const [measure, rows] of Object.entries(published)) {
    for (const pair of rows.split(/\s+/)) {
      const [score, level] = pair.split(':');
      expect(meaningRow(table, measure, Number(score))?.level, `${measure} ${score}`).toBe(level);
    }
  }
}

describe('the shipped tables', () => {
  it('cite a publisher, a web address and a year, and say whether Portico checked them', () => {
    for (const exam of scoreExams) {
      const { source, verified } = tables[exam];
      expect(source.url, exam).toMatch(/^https:\/\//);
      expect(source.year, exam).not.toBe('');
      expect(typeof verified).toBe('boolean');
    }
    // GRE and SAT were read from ETS's and College Board's own tables, and carry their edition.
    expect(tables.gre).toMatchObject({ verified: true, atLeast: false });
    expect(tables.gre.source.year).toBe('2024-25 edition: tested July 2020 - June 2023');
    expect(tables.sat).toMatchObject({ verified: true, atLeast: false });
    expect(tables.sat.source.year).toBe('2025-26 edition: classes of 2023-2025');
  });

  // IELTS, 'IELTS and CEFR levels' (ielts.idp.com; ielts.org/scores), 2024: C2 8.5-9, C1 7-8, B2 5.5-6.5, B1 4-5.
  it('reads every IELTS half band on the CEFR as IELTS publishes it', () => {
    const expected = (b: number) =>
      b >= 8.5 ? 'C2' : b >= 7 ? 'C1' : b >= 5.5 ? 'B2' : b >= 4 ? 'B1' : 'below B1';
    for (const band of every(0, 9, 0.5)) {
      expect(describeScore(tables.ielts, 'Writing', band), String(band)).toBe(`CEFR ${expected(band)}`);
      expect(describeScore(tables.ielts, 'Overall', band)).toBe(`CEFR ${expected(band)}`);
    }
  });

  // Pearson, 'Understanding your PTE score' (pearsonpte.com), 2025: C2 85-90, C1 76-84, B2 59-75, B1 43-58, A2 30-42, A1 10-29.
  it("reads every PTE score 10-90 on the CEFR by Pearson's ranges", () => {
    const expected = (s: number) =>
      s >= 85 ? 'C2' : s >= 76 ? 'C1' : s >= 59 ? 'B2' : s >= 43 ? 'B1' : s >= 30 ? 'A2' : 'A1';
    for (const score of every(10, 90, 1))
      expect(describeScore(tables.pte, 'Overall', score)).toBe(`CEFR ${expected(score)}`);
  });

  // Paragon (CELPIP), 'Proficiency levels and their descriptors', since 2014: level 3-12 = CLB 3-12, M = CLB 0-2.
  it('reads each CELPIP level as the same CLB level, and M (stored as 0) as CLB 0-2', () => {
    for (const level of every(3, 12, 1))
      expect(describeScore(tables.celpip, 'Reading', level)).toBe(`CLB ${level}`);
    expect(describeScore(tables.celpip, 'Speaking', 0)).toBe('CLB 0-2');
  });

  // Duolingo, 'Duolingo English Test: score interpretation', 2019: 10-55 A1/A2, 60-85 B1, 90-115 B2, 120-160 C1/C2.
  it("reads every Duolingo score 10-160 on the CEFR by Duolingo's 2019 alignment", () => {
    const expected = (s: number) => (s >= 120 ? 'C1/C2' : s >= 90 ? 'B2' : s >= 60 ? 'B1' : 'A1/A2');
    for (const score of every(10, 160, 5))
      expect(describeScore(tables.duolingo, 'Overall', score)).toBe(`CEFR ${expected(score)}`);
  });

  // ETS, 'GRE General Test Interpretive Data', 2024-25 edition (ets.org/pdfs/gre/gre-guide-table-1a.pdf),
  // Table 1B (Verbal, Quant) and Table 1C (Analytical Writing): percent of test takers who tested
  // July 1, 2020 - June 30, 2023 and scored lower. Blank cells: Verbal 130, Quant 130-132, Writing 0-1.0.
  it("reads GRE scores as ETS's 2024-25 percentile ranks, every score of each measure", () => {
    expectOneRowPerScore(tables.gre, 'gre');
    expectRows(tables.gre, {
      Verbal:
        '170:99 169:99 168:98 165:95 163:91 161:86 160:84 158:77 155:65 153:55 152:48 150:39 148:30 145:21 143:16 140:9 138:6 135:3 133:2 131:1',
      Quant:
        '170:92 169:87 168:83 166:74 165:70 163:63 160:53 159:50 157:45 155:40 153:34 150:25 148:21 145:13 143:9 140:5 137:2 136:2 133:1',
      Writing: '6:99 5.5:98 5:92 4.5:83 4:59 3.5:41 3:16 2.5:8 2:3 1.5:1',
    });
    expect(describeScore(tables.gre, 'Verbal', 161)).toBe('86th percentile');
    expect(describeScore(tables.gre, 'Quant', 163)).toBe('63rd percentile');
    expect(describeScore(tables.gre, 'Writing', 4)).toBe('59th percentile');
    for (const [measure, score] of [
      ['Verbal', 130],
      ['Quant', 132],
      ['Quant', 130],
      ['Writing', 1],
      ['Writing', 0],
    ] as const)
      expect(describeScore(tables.gre, measure, score), `${measure} ${score}`).toBe(
        'no percentile published',
      );
  });

  // College Board, 'SAT Nationally Representative and User Percentiles'
  // (research.collegeboard.org/reports/sat-suite/understanding-scores/sat), 2025-26 edition:
  // User Group percentiles, students of the classes of 2023-2025 at or below each score.
  it("reads SAT scores as College Board's User Group percentiles, every Total and section score", () => {
    expectOneRowPerScore(tables.sat, 'sat');
    expectRows(tables.sat, {
      Total:
        '1600:99+ 1560:99+ 1550:99 1520:98 1500:98 1450:96 1400:93 1350:90 1300:86 1250:82 1200:76 1150:70 1100:63 1050:56 1010:50 1000:48 950:41 900:33 850:25 800:18 750:11 700:5 650:3 600:1 530:1 520:1- 400:1-',
      'Reading and Writing':
        '800:99+ 780:99+ 770:99 750:98 700:93 650:85 600:74 550:61 500:45 450:30 400:16 350:5 300:2 210:1 200:1-',
      Math: '800:99+ 790:99 780:98 750:96 700:92 650:85 600:77 550:66 500:51 450:37 400:22 350:8 300:2 290:1 200:1-',
    });
    expect(describeScore(tables.sat, 'Total', 1400)).toBe('93rd percentile');
    expect(describeScore(tables.sat, 'Total', 1600)).toBe('above the 99th percentile');
    expect(describeScore(tables.sat, 'Math', 200)).toBe('below the 1st percentile');
    expect(describeScore(tables.sat, 'Reading and Writing', 620)).toBe('79th percentile');
  });

  it("reads a partial table's score as at least the percentile of the listed score below it", () => {
    const partial = {
      ...tables.gre,
      atLeast: true,
      rows: [{ measure: 'Verbal', min: 161, max: 164, level: '86' }],
    };
    expect(describeScore(partial, 'Verbal', 163)).toBe('at least the 86th percentile');
    expect(describeScore(partial, 'Verbal', 160)).toBeNull();
  });

  it('covers every score of every measure a student may set a target for, on every exam', () => {
    for (const exam of scoreExams) {
      for (const m of examScoring[exam].measures) {
        for (const score of every(m.min, m.max, m.step))
          expect(describeScore(tables[exam], m.name, score)).not.toBeNull();
      }
    }
  });
});

describe('the gap to a target', () => {
  it('says how far below the target a score is, in the exam’s unit, or that the target is met', () => {
    expect(targetGap('ielts', 'Writing', 6.5, 7).text).toBe('0.5 band below your target of 7 in Writing');
    expect(targetGap('ielts', 'Overall', 5.5, 7).text).toBe('1.5 bands below your target of 7 overall');
    expect(targetGap('ielts', 'Reading', 7.5, 7)).toEqual({ met: true, gap: 0, text: 'Target met' });
    expect(targetGap('celpip', 'Listening', 8, 9).text).toBe('1 level below your target of 9 in Listening');
    expect(targetGap('pte', 'Overall', 58, 65).text).toBe('7 points below your target of 65 overall');
    expect(targetGap('sat', 'Total', 1370, 1400).text).toBe('30 points below your target of 1400 in total');
    expect(targetGap('duolingo', 'Overall', 120, 120).met).toBe(true);
  });

  it('knows the exam of a report from its template, else its course', () => {
    expect(examOf('grelayout')).toBe('gre');
    expect(examOf('sat-digital')).toBe('sat');
    expect(examOf('ptelayout')).toBe('pte');
    expect(examOf('default', 'ielts-general')).toBe('ielts');
    expect(examOf('default', 'french')).toBeNull();
  });
});
