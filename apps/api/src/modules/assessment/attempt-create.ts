import { randomInt } from 'node:crypto';
import { runnerRules } from '@portico/contract/exam-profile';
import type { AssessmentRepository } from './assessment.repository';
import { drawCats } from './cat-step';
import { drawRoutes } from './routing-step';
import { orderSectionItems } from './scoring/question-order';
import type { TestContent } from './test-json';
import { planAttemptTime } from './timed-blocks';

/**
 * What a new attempt of `content` holds from its first moment: each section's items in the order the
 * student will see them (randomizeNo applied), a routed module's two pools (decision 063), an adaptive
 * section's pool parameters (decision 064), and its clocks.
 */
export async function newAttemptRow(
  repo: AssessmentRepository,
  content: TestContent,
  opts: { isQuiz: boolean; grant: { percent?: number | null } | null | undefined },
) {
  const { test } = content;
  // A routed section's items are drawn into their routes' pools, handed out when it starts (decision 063).
  const { itemOrder, routes } = drawRoutes(content.sections, (s) =>
    orderSectionItems(
      content.items.filter((i) => i.sectionId === s.id).sort((a, b) => a.orderNo - b.orderNo),
      test.randomizeNo,
    ),
  );
  // An item-by-item adaptive section keeps its pool's parameters (calibrated where re-estimated);
  // its questions come one by one as the student reaches them (decision 064).
  const cat = drawCats(
    content.sections,
    content.items,
    await repo.cats.calibrated(test.companyCode, test.id),
    () => randomInt(2 ** 31),
  );
  for (const sectionId of Object.keys(cat)) itemOrder[sectionId] = [];
  const { isQuiz } = opts;
  // An in-lesson quiz is untimed (spec 2 §4 Quiz): no deadline, no sectional clock. An access
  // arrangement lengthens every clock of the attempt (EXAM-PROFILES.md extra time).
  const extra = isQuiz ? 0 : (opts.grant?.percent ?? 0);
  const rules = runnerRules(test.template, test.examFamily, test.relaxes);
  // A test whose sections give it no minutes at all is untimed too: one clock that never runs out.
  const noMinutes = planAttemptTime(content.sections, 'total', rules, 0).timeLimitSeconds === 0;
  const timerMode = isQuiz || noMinutes ? 'total' : test.timerMode;
  const time = planAttemptTime(content.sections, timerMode, rules, extra);
  return {
    itemOrder,
    routes,
    cat,
    isQuiz,
    timeLimitSeconds: isQuiz ? 0 : time.timeLimitSeconds,
    extraTimePercent: extra,
    timerMode,
    sectionClock: time.sectionClock,
  };
}
