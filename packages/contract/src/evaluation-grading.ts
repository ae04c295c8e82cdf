/**
 * How an attempt's answers are graded together (issue 40): IELTS Speaking is graded once per test
 * on its four criteria, as the examiner does, not per question; every other answer on its own.
 * Answers of one group carry the same bands; the console sets them once, the release checks them.
 * Plain rules, used by the API's release and by the console's page alike.
 */

/** The group of IELTS Speaking answers: graded once per test. */
export const SPEAKING_GROUP = 'speaking';

/** What the grading rules read of an answer. */
export interface GradedAnswer {
  itemId: string;
  number: number;
  sectionTitle: string;
  /** Answers with the same group are graded as one; null: on its own. */
  group: string | null;
  rubric: { criteria: readonly { key: string; label: string }[] };
}

/** The bands given so far, by answer. */
export type GivenCriteria = Readonly<
  Record<string, { criteria: Readonly<Record<string, number | null | undefined>> } | undefined>
>;

/** The group an answer of this exam belongs to: IELTS Speaking's, else none. */
export const gradingGroupOf = (exam: string, spoken: boolean) =>
  exam === 'ielts' && spoken ? SPEAKING_GROUP : null;

/** The answers as they are graded: each group's answers together (where its first one stands), each other alone. */
export function gradingUnits<A extends GradedAnswer>(answers: readonly A[]): A[][] {
  const units: A[][] = [];
  const groups = new Map<string, A[]>();
  for (const a of answers) {
    const open = a.group ? groups.get(a.group) : undefined;
    if (open) {
      open.push(a);
      continue;
    }
    const unit = [a];
    if (a.group) groups.set(a.group, unit);
    units.push(unit);
  }
  return units;
}

/** 'Question 2 (Writing)' or, for a group, 'Speaking (questions 1–6)'. */
export function unitName(unit: readonly GradedAnswer[]): string {
  const [first] = unit;
  const last = unit.at(-1);
  if (!first || !last) return '';
  if (unit.length === 1) return `Question ${first.number} (${first.sectionTitle})`;
  return `${first.sectionTitle} (questions ${first.number}–${last.number})`;
}

/**
 * A unit's key across the attempts of its test (grading by question, issue 40): the answer's item
 * id; a group graded once, the group of that test ('speaking:<test id>'), whichever of its questions
 * an attempt answered.
 */
export function unitKey(unit: readonly Pick<GradedAnswer, 'itemId' | 'group'>[], testId: string): string {
  const [first] = unit;
  if (!first) return '';
  return first.group ? `${first.group}:${testId}` : first.itemId;
}

/** A unit as grading by question names it: 'Question 2 (Writing)', or a group's 'Speaking test'. */
export function questionName(unit: readonly GradedAnswer[]): string {
  const [first] = unit;
  if (!first) return '';
  return first.group ? `${first.sectionTitle} test` : `Question ${first.number} (${first.sectionTitle})`;
}

/** Whether every criterion of the unit is given to each of its answers. */
export const unitGraded = (unit: readonly GradedAnswer[], given: GivenCriteria) =>
  missingCriteria(unit, given).length === 0;

/** A criterion's band of a group: the one every answer has, else null (not given, or given apart). */
export function groupValue(unit: readonly GradedAnswer[], given: GivenCriteria, key: string): number | null {
  const values = unit.map((a) => given[a.itemId]?.criteria[key]);
  const [first] = values;
  return typeof first === 'number' && values.every((v) => v === first) ? first : null;
}

/**
 * What is still to give before a release: 'Question 2 (Writing): Task Response, Lexical Resource',
 * a group once with the criteria not given to every one of its answers.
 */
export function missingCriteria(answers: readonly GradedAnswer[], given: GivenCriteria): string[] {
  const missing: string[] = [];
  for (const unit of gradingUnits(answers)) {
    const criteria = unit[0]?.rubric.criteria ?? [];
    const labels = criteria
      .filter((c) => unit.some((a) => typeof given[a.itemId]?.criteria[c.key] !== 'number'))
      .map((c) => c.label);
    if (labels.length) missing.push(`${unitName(unit)}: ${labels.join(', ')}`);
  }
  return missing;
}

/** The first group whose answers were given different bands ('Speaking (questions 1–6)'), else null. */
export function disagreeingGroup(answers: readonly GradedAnswer[], given: GivenCriteria): string | null {
  for (const unit of gradingUnits(answers)) {
    if (unit.length < 2) continue;
    const criteria = unit[0]?.rubric.criteria ?? [];
    const apart = criteria.some((c) => {
      const values = unit.map((a) => given[a.itemId]?.criteria[c.key] ?? null);
      return values.some((v) => v !== values[0]);
    });
    if (apart) return unitName(unit);
  }
  return null;
}
