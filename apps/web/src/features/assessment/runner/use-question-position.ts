import type { LaunchData } from '@portico/contract/assessment-launch';
import { blockRuns } from '@portico/contract/timed-blocks';
import { useRef, useState } from 'react';
import type { RunnerQuestion } from './restore';

/**
 * Which question is on screen, and for sectional tests (spec 3 §2: one clock per timed block, taken
 * in order; earlier blocks close) which block, the questions it holds and the time it starts with.
 * A timed block is one section, or neighbouring sections sharing one clock (decision 037: IELTS
 * Listening's four parts), among which the student moves freely; the palette holds its questions.
 */
export function useQuestionPosition(
  data: LaunchData,
  questions: readonly RunnerQuestion[],
  restoredIndex: number,
) {
  const clocks = data.testData.sections;
  const sectional = data.testJson.IsSectionalTimer && clocks.length === data.testJson.SectionResponse.length;
  /** Each timed block's sections, in order. */
  const blocks = blockRuns(clocks, (s) => s.block).map((run) => run.map((s) => s.sectionId));
  /** The section that opens each block: the one Next Section asks the server to start. */
  const sectionIds = blocks.map((b) => b[0] ?? '');
  const blockOf = (sectionId: string | undefined) => blocks.findIndex((b) => b.includes(sectionId ?? ''));
  const sectionOf = (i: number) => questions[i]?.section.QuestionPaperSectionID;

  const [sectionIndex, setSectionIndex] = useState(() => {
    if (!sectional) return 0;
    const at = blockOf(sectionOf(restoredIndex));
    const open = blocks.findIndex((b) => clocks.find((c) => c.sectionId === b[0])?.state !== 'closed');
    return Math.max(at, open, 0);
  });
  const sectionRef = useRef(sectionIndex);
  sectionRef.current = sectionIndex;
  const inSection = (i: number) => !sectional || (blocks[sectionIndex] ?? []).includes(sectionOf(i) ?? '');
  /** Whether the server's time of `sectionId` is the time of the block on screen. */
  const inCurrentBlock = (sectionId: string | null) =>
    !sectional || (blocks[sectionRef.current] ?? []).includes(sectionId ?? '');
  const firstOfSection = sectional ? questions.findIndex((_, i) => inSection(i)) : 0;
  const lastOfSection = sectional
    ? questions.length - 1 - [...questions.keys()].reverse().findIndex((i) => inSection(i))
    : questions.length - 1;
  const lastSection = !sectional || sectionIndex === blocks.length - 1;
  const [index, setIndex] = useState(() =>
    sectional && !inSection(restoredIndex) ? firstOfSection : restoredIndex,
  );
  const initialSeconds = sectional
    ? (clocks.find((c) => c.sectionId === sectionIds[sectionIndex])?.timeRemaining ?? 0)
    : data.testData.timeRemaining;

  return {
    sectionIds,
    /** The name of the block on screen when it is several sections ('Listening'). */
    blockTitle: sectional ? clocks.find((c) => c.sectionId === sectionIds[sectionIndex])?.block : undefined,
    /** The sections of the block on screen (a test on one clock: every section). */
    blockSections: sectional
      ? (blocks[sectionIndex] ?? [])
      : data.testJson.SectionResponse.map((s) => s.QuestionPaperSectionID),
    sectional,
    sectionIndex,
    setSectionIndex,
    sectionRef,
    inSection,
    inCurrentBlock,
    firstOfSection,
    lastOfSection,
    lastSection,
    index,
    setIndex,
    initialSeconds,
  };
}
