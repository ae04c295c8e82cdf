import type { LaunchData } from '@portico/contract/assessment';
import { useRef, useState } from 'react';
import type { RunnerQuestion } from './restore';

/**
 * Which question is on screen, and for sectional tests (spec 3 §2: one clock per section, taken in
 * order; earlier sections close) which section, the questions it holds and the time it starts with.
 */
export function useQuestionPosition(
  data: LaunchData,
  questions: readonly RunnerQuestion[],
  restoredIndex: number,
) {
  const sectionIds = data.testJson.SectionResponse.map((s) => s.QuestionPaperSectionID);
  const sectional = data.testJson.IsSectionalTimer && data.testData.sections.length === sectionIds.length;
  const [sectionIndex, setSectionIndex] = useState(() => {
    if (!sectional) return 0;
    const at = sectionIds.indexOf(questions[restoredIndex]?.section.QuestionPaperSectionID ?? '');
    const open = data.testData.sections.findIndex((s) => s.state !== 'closed');
    return Math.max(at, open, 0);
  });
  const sectionRef = useRef(sectionIndex);
  sectionRef.current = sectionIndex;
  const inSection = (i: number) =>
    !sectional || questions[i]?.section.QuestionPaperSectionID === sectionIds[sectionIndex];
  const firstOfSection = sectional ? questions.findIndex((_, i) => inSection(i)) : 0;
  const lastOfSection = sectional
    ? questions.length -
      1 -
      [...questions].reverse().findIndex((q) => q.section.QuestionPaperSectionID === sectionIds[sectionIndex])
    : questions.length - 1;
  const lastSection = !sectional || sectionIndex === sectionIds.length - 1;
  const [index, setIndex] = useState(() =>
    sectional && !inSectionAt(questions, restoredIndex, sectionIds[sectionIndex])
      ? questions.findIndex((q) => q.section.QuestionPaperSectionID === sectionIds[sectionIndex])
      : restoredIndex,
  );
  const initialSeconds = sectional
    ? (data.testData.sections[sectionIndex]?.timeRemaining ?? 0)
    : data.testData.timeRemaining;

  return {
    sectionIds,
    sectional,
    sectionIndex,
    setSectionIndex,
    sectionRef,
    inSection,
    firstOfSection,
    lastOfSection,
    lastSection,
    index,
    setIndex,
    initialSeconds,
  };
}

function inSectionAt(
  questions: readonly { section: { QuestionPaperSectionID: string } }[],
  i: number,
  sectionId?: string,
) {
  return questions[i]?.section.QuestionPaperSectionID === sectionId;
}
