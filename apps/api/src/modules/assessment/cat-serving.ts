import { badRequest, conflict } from '../../lib/errors';
import { AssessmentMessages } from './assessment.messages';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { scoreStored } from './attempt-scoring';
import { handedOut } from './attempt-start';
import { chooseNext } from './cat-step';
import { currentSection } from './section-clock';
import type { TestContent } from './test-json';

/**
 * assessment/next-item's act (decision 064), in the attempt's transaction with its row locked: the
 * student leaves `afterItemId` (none: arrives at the section's first place) and the server chooses
 * the section's next question from the answers committed so far, adds it to the item order with the
 * section's new estimate, and counts it for the exposure cap. Asked from a place already left (a
 * repeated call, a second tab, a retry after a lost reply), or once the section has its length, it
 * changes nothing: the launch that follows shows where the student is.
 */
export async function serveNextItem(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  content: TestContent,
  sectionId: string,
  afterItemId: string | undefined,
): Promise<void> {
  const section = content.sections.find((s) => s.id === sectionId);
  const cat = attempt.cat[sectionId];
  if (!section?.adaptive || !cat) throw badRequest(AssessmentMessages.notAdaptive);
  if (attempt.status !== 'InProgress') return;
  if (!handedOut(attempt)(sectionId)) throw conflict(AssessmentMessages.sectionNotStarted);
  // A sectional test's adaptive section closes when the student moves on to the next one.
  if (attempt.timerMode === 'sectional') {
    const current = attempt.sectionClock[currentSection(attempt.sectionClock)];
    if (current && current.sectionId !== sectionId) return;
  }
  const served = attempt.itemOrder[sectionId] ?? [];
  if ((afterItemId ?? null) !== (served.at(-1) ?? null)) return;
  if (served.length >= section.adaptive.length) return;

  const { result } = await scoreStored(repo, attempt, content);
  const items = new Map(content.items.map((i) => [i.id, i]));
  const exposure = await repo.cats.exposure(sectionId);
  const next = chooseNext(section, cat, served, items, result.itemScores, exposure);
  if (!next.itemId) return;
  await repo.cats.saveServed(
    attempt.id,
    { ...attempt.itemOrder, [sectionId]: [...served, next.itemId] },
    { ...attempt.cat, [sectionId]: { ...cat, theta: next.theta, se: next.se } },
  );
  await repo.cats.countServed(attempt.companyCode, sectionId, next.itemId, served.length === 0);
}
