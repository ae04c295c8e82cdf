import { createHash } from 'node:crypto';
import { exceededCap } from './content-caps';
import { type ContentKind, type ExistingRows, type KindChanges, previewChanges } from './content-diff';
import { emptyPlanRows, type Language, type PlanRows, planWrites, type WritePlan } from './content-plan';
import type { ContentError, ContentFile } from './content-types';
import {
  type CheckedFile,
  checkFiles,
  type Needs,
  needsOf,
  type Refs,
  resolveFiles,
} from './content-validate';

/**
 * An import's CPU work, without the database: the caps, the schema, the rows to write and, for a
 * preview, what they change. It runs in the import worker for the console (src/workers/import.worker.ts)
 * and in-process for the command line and the seed; the database is read between its two halves.
 */

/** The first half: the files within every cap and checked against the schema; what to read next. */
export type Started =
  | { ok: false; refused: ContentError }
  | { ok: true; checked: CheckedFile[]; needs: Needs };

export function startJob(files: ContentFile[]): Started {
  // Caps first: everything after grows with the files' size.
  const refused = exceededCap(files);
  if (refused) return { ok: false, refused };
  const checked = checkFiles(files);
  return { ok: true, checked, needs: needsOf(checked) };
}

/** What the database told about the files: facts as the repository reads them, made cloneable. */
export interface JobFacts {
  refs: Refs;
  languages: Language[];
  rows?: ExistingRows;
  attemptedTests?: string[];
  attemptedObjects?: string[];
}

export type Counts = WritePlan['counts'];
export type Finished =
  | { ok: false; errors: ContentError[] }
  | { ok: true; counts: Counts; plan: WritePlan; changes?: Record<ContentKind, KindChanges> };

/** The second half: every remaining problem, or the rows to write (and, given rows, the preview). */
export function finishJob(companyCode: string, checked: CheckedFile[], facts: JobFacts): Finished {
  const resolved = resolveFiles(companyCode, checked, facts.refs);
  if ('ok' in resolved) return resolved;
  const plan = planWrites(companyCode, resolved, facts.refs.tests, facts.languages);
  if (!facts.rows) return { ok: true, counts: plan.counts, plan };
  const changes = previewChanges(
    plan,
    facts.rows,
    new Set(facts.attemptedTests ?? []),
    new Set(facts.attemptedObjects ?? []),
  );
  return { ok: true, counts: plan.counts, plan, changes };
}

/** A console import as it arrives: file names and texts, to be parsed where the CPU work runs. */
export interface TextJobInput {
  companyCode: string;
  files: { name: string; text: string }[];
  /** A preview answers what changes; an apply answers the rows to write. */
  preview: boolean;
}
export type TextJobResult =
  /** Files that are not JSON, and the problems of the others. */
  | { kind: 'notJson'; files: { name: string; detail: string }[]; errors: ContentError[] }
  | { kind: 'refused'; error: ContentError }
  | { kind: 'invalid'; errors: ContentError[] }
  | {
      kind: 'ok';
      /** SHA-256 of the files' names and texts, in order: half of the preview's fingerprint. */
      filesHash: string;
      counts: Counts;
      changes?: Record<ContentKind, KindChanges>;
      plan?: WritePlan;
    };

/** Rows of one table of a plan, a part of an apply's result (PlanPart). */
export type PlanTable = keyof PlanRows;
export interface PlanPart {
  table: PlanTable;
  rows: Record<string, unknown>[];
}
const planTables: PlanTable[] = ['tests', 'sections', 'items', 'options', 'modules', 'objects'];
/** Rows, and characters of text, of one part: each is read by the caller in a turn of its own. */
const PART_ROWS = 500;
const PART_CHARS = 2_000_000;

/** The plan's rows in parts, in writing order; what remains is the plan without rows. */
function inParts(plan: WritePlan, emit: (part: PlanPart) => void): WritePlan {
  for (const table of planTables) {
    let rows: Record<string, unknown>[] = [];
    let chars = 0;
    for (const row of plan[table] as Record<string, unknown>[]) {
      rows.push(row);
      for (const value of Object.values(row)) if (typeof value === 'string') chars += value.length;
      if (rows.length >= PART_ROWS || chars >= PART_CHARS) {
        emit({ table, rows });
        rows = [];
        chars = 0;
      }
    }
    if (rows.length) emit({ table, rows });
  }
  return { ...plan, ...emptyPlanRows() };
}

/**
 * A console import's CPU work from the texts on; `ask` reads the database's facts for the needs.
 * With `emit`, an apply's rows go out in parts (the result carries the plan without them).
 */
export async function runTextJob(
  input: TextJobInput,
  ask: (needs: Needs) => Promise<JobFacts>,
  emit?: (part: PlanPart) => void,
): Promise<TextJobResult> {
  const files: ContentFile[] = [];
  const notJson: { name: string; detail: string }[] = [];
  const hash = createHash('sha256');
  for (const f of input.files) {
    hash.update(`${f.name}\0${f.text}\0`);
    try {
      files.push({ path: f.name, json: JSON.parse(f.text) });
    } catch (err) {
      notJson.push({ name: f.name, detail: err instanceof Error ? err.message : '' });
    }
  }
  // Every file is checked, the ones that are not JSON aside: their problems are listed together.
  const started = startJob(files);
  if (!started.ok) return { kind: 'refused', error: started.refused };
  const facts = await ask(started.needs);
  const finished = finishJob(input.companyCode, started.checked, facts);
  const errors = finished.ok ? [] : finished.errors;
  if (notJson.length > 0) return { kind: 'notJson', files: notJson, errors };
  if (!finished.ok) return { kind: 'invalid', errors };
  const filesHash = hash.digest('hex');
  return input.preview
    ? { kind: 'ok', filesHash, counts: finished.counts, changes: finished.changes }
    : {
        kind: 'ok',
        filesHash,
        counts: finished.counts,
        plan: emit ? inParts(finished.plan, emit) : finished.plan,
      };
}
