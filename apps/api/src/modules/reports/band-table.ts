import type { BandTable } from '@portico/contract/reports';
import { isIelts } from '../assessment/score-attempt';
import { type IeltsTableId, ieltsReadingTable, ieltsTables } from '../assessment/scoring/ielts';
import type { ReportsRepository } from './reports.repository';

type BandTableTest = NonNullable<Awaited<ReturnType<ReportsRepository['test']>>>;

/**
 * How raw scores become bands for this test. IELTS: the Listening and Reading tables the test is
 * scored with (Academic or General Training Reading, by its exam family), each named, Portico's own
 * rows below the published ones marked; other exams: the test's own tables.
 */
export function bandTableOf(test: BandTableTest): BandTable {
  if (isIelts(test)) {
    return {
      id: test.id,
      name: test.title,
      scoreKind: 'band',
      bands: [
        ieltsBands('Listening', 'listening'),
        ieltsBands('Reading', ieltsReadingTable(test.examFamily)),
      ],
    };
  }
  // In the order of the test's sections (stored tables keep no key order).
  const at = (name: string) => {
    const ref = measureOf(name).referenceType;
    return test.skills.includes(ref) ? test.skills.indexOf(ref) : test.skills.length;
  };
  const tables = Object.entries(test.conversionTables ?? {})
    .filter(([, rows]) => rows.length > 0)
    .sort(([a], [b]) => at(a) - at(b) || a.localeCompare(b));
  return {
    id: test.id,
    name: test.title,
    scoreKind: tables.length > 0 ? 'scaled' : 'raw',
    bands: tables.map(([name, rows]) => ({ ...measureOf(name), rows: scaledRows(rows) })),
  };
}

/**
 * A table's measure: 'Math', or a routed measure's route ('Math@harder', decision 063), named for the
 * student by the second module it follows.
 */
function measureOf(name: string): { referenceType: string; title?: string } {
  const [referenceType = name, route] = name.split('@');
  if (route !== 'easier' && route !== 'harder') return { referenceType: name };
  return { referenceType, title: `${referenceType}, after the ${route} second module` };
}

/** An IELTS table as 'Know your Bands' shows it: named, highest band first, Portico's rows marked. */
function ieltsBands(referenceType: string, table: IeltsTableId) {
  const rows = [...ieltsTables[table].rows]
    .sort((a, b) => b.band - a.band)
    .map((r) => ({
      score: r.minRaw === r.maxRaw ? String(r.minRaw) : `${r.minRaw}–${r.maxRaw}`,
      band: r.band,
      ...(r.published === false ? { published: false } : {}),
    }));
  return { referenceType, title: ieltsTables[table].section, rows };
}

/** Raw scores that share a scaled score are shown as one range, highest first. */
function scaledRows(rows: { raw: number; scaled: number }[]) {
  const sorted = [...rows].sort((a, b) => a.raw - b.raw);
  const ranges: { min: number; max: number; scaled: number }[] = [];
  for (const row of sorted) {
    const last = ranges.at(-1);
    if (last && last.scaled === row.scaled) last.max = row.raw;
    else ranges.push({ min: row.raw, max: row.raw, scaled: row.scaled });
  }
  return ranges
    .reverse()
    .map((r) => ({ score: r.min === r.max ? String(r.min) : `${r.min}–${r.max}`, band: r.scaled }));
}
