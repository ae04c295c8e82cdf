import { isRecordingType } from '@portico/contract/answers';
import { goesBack, type RunnerRules } from '@portico/contract/exam-profile';
import type { TestContent } from './test-json';
import type { TrackRow } from './track.repository';
import type { Parsed } from './track-records';

/**
 * The questions of an attempt that go forward only (decision 044): every question of a PTE or
 * Duolingo test, CELPIP's Listening ones; none where a practice test lets the student go back.
 */
export interface ForwardOnly {
  /** Each such question's place, in the order the runner shows them. */
  place: ReadonlyMap<string, number>;
  order: readonly string[];
  /** Those answered by a recording (the item or one of its parts). */
  spoken: ReadonlySet<string>;
}

type Answer = Partial<Pick<TrackRow, 'enteredText'>>;

/**
 * The attempt's forward-only questions, from its rules and its sections in the test's order (as
 * launch numbers them); null when it has none.
 */
export function forwardOnlyOf(
  rules: Pick<RunnerRules, 'goBack' | 'forwardOnlyParts'>,
  content: Pick<TestContent, 'sections' | 'items'>,
  itemOrder: Record<string, string[]>,
): ForwardOnly | null {
  const order = [...content.sections]
    .sort((a, b) => a.orderNo - b.orderNo)
    .filter((s) => !goesBack(rules, s.referenceType))
    .flatMap((s) => itemOrder[s.id] ?? []);
  if (order.length === 0) return null;
  const place = new Map(order.map((id, n) => [id, n] as const));
  const spoken = new Set(
    content.items
      .filter(
        (i) =>
          place.has(i.id) &&
          (isRecordingType(i.itemType) || (i.keys?.parts ?? []).some((p) => isRecordingType(p.itemType))),
      )
      .map((i) => i.id),
  );
  return { place, order, spoken };
}

/** The batch's records in the order the student gave them. */
const given = (records: readonly Parsed[]) =>
  [...records].sort((a, b) => a.record.trackNumber - b.record.trackNumber);

/** Whether no forward-only record of the batch comes, in the order given, after a later question's. */
export function inOrder(scope: ForwardOnly, records: readonly Parsed[]): boolean {
  let furthest = -1;
  for (const p of given(records)) {
    const place = scope.place.get(p.record.itemId);
    if (place === undefined) continue;
    if (place < furthest) return false;
    furthest = place;
  }
  return true;
}

/**
 * The questions after the batch's first forward-only one: a stored answer to any of them means the
 * student has moved past some question of the batch. Empty when the batch has none.
 */
export function aheadOf(scope: ForwardOnly, records: readonly Parsed[]): string[] {
  const places = records.flatMap((p) => scope.place.get(p.record.itemId) ?? []);
  return places.length === 0 ? [] : scope.order.slice(Math.min(...places) + 1);
}

/**
 * Judges a batch's records, in the order the student gave them, against the furthest question the
 * server already holds a record of (stored by an earlier request) or has taken earlier in the batch.
 */
export class ForwardJudge {
  private furthest = -1;

  constructor(
    private readonly scope: ForwardOnly,
    storedItems: Iterable<string>,
  ) {
    for (const itemId of storedItems) this.reached(itemId);
  }

  /**
   * Whether the record changes the answer of a question the student has moved past. A new recording
   * is not refused: it reaches the server only once uploaded, which may be after the student moved on
   * (offline), and the runner saves its address then. Where the first recording is final (every mock)
   * that is once per question at most.
   */
  refuses(itemId: string, row: Answer, current: Answer | undefined): boolean {
    const place = this.scope.place.get(itemId);
    if (place === undefined || place >= this.furthest) return false;
    const recording = row.enteredText ?? '';
    const newRecording = recording !== '' && recording !== (current?.enteredText ?? '');
    return !(this.scope.spoken.has(itemId) && newRecording);
  }

  /** A record of the question was taken (saved, superseded or kept late): the student was there. */
  reached(itemId: string): void {
    const place = this.scope.place.get(itemId);
    if (place !== undefined && place > this.furthest) this.furthest = place;
  }
}
