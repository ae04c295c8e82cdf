import { answerAudioUrl, expectedAnswer, resultOf, yourAnswer } from '@portico/contract/answers';
import type { DefaultReportData } from '@portico/contract/assessment-report';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { examProfileOf } from '@portico/contract/exam-profile';
import { questionNumbers } from '@portico/contract/question-numbers';
import {
  ANSWER_SEPARATOR,
  type AnalysisOption,
  type TestwiseAnalysisData,
} from '@portico/contract/test-analysis';

/** The accepted answers of an item's typed blanks, parts or box, one list per blank. */
function acceptedLists(item: LaunchItem): string[][] {
  const key = item.Answer;
  if (!key) return [];
  const lists = [
    ...(key.accepted?.length ? [key.accepted] : []),
    ...(key.blanks ?? []).map((blank) => blank.accepted),
    ...(key.parts ?? []).map((part) => part.accepted),
  ];
  return lists.filter((list) => list.length > 0);
}

/**
 * spec 2 §3 option list: every option with whether it is right. A typed answer's accepted answers
 * (stored as right options, one per alternative) become one row per blank or box holding them
 * separated by '~'; choices and word-bank distractors stay as they are.
 */
export function optionRows(item: LaunchItem): AnalysisOption[] {
  const key = item.Answer;
  const chosen = new Set([
    ...(key?.optionIds ?? []),
    ...(key?.blanks ?? []).flatMap((blank) => blank.optionIds),
    ...(key?.parts ?? []).flatMap((part) => part.optionIds),
  ]);
  const typed = acceptedLists(item);
  const options = item.ItemOptionResponse.filter(
    (o) => typed.length === 0 || chosen.has(o.ItemOptionID) || o.IsCorrect !== true,
  ).map((o) => ({
    ItemOptionID: o.ItemOptionID,
    ItemID: item.ItemID,
    Options: o.Options,
    IsCorrect: chosen.has(o.ItemOptionID) || o.IsCorrect === true,
  }));
  const accepted = typed.map((list, index) => ({
    ItemOptionID: `${item.ItemID}:answer:${index + 1}`,
    ItemID: item.ItemID,
    Options: list.join(ANSWER_SEPARATOR),
    IsCorrect: true,
  }));
  return [...options, ...accepted];
}

/**
 * GET get-testwiseanalysis from the attempt's default report (which holds the questions with their
 * keys, the saved answers and the teacher's comments): one source, so the question-wise report
 * agrees with every other report of the attempt.
 */
export function testwiseAnalysis(report: DefaultReportData): TestwiseAnalysisData {
  const answers = new Map(report.studentTestItems.map((answer) => [answer.itemId, answer]));
  const sections = report.testJson.SectionResponse;
  const rows = sections.flatMap((section) => section.ItemResponse.map((item) => ({ section, item })));
  const numbers = questionNumbers(sections, examProfileOf(report.test.testTemplate, report.test.examFamily));
  return {
    studentTestData: {
      id: report.studentTest.id,
      testId: report.test.id,
      title: report.test.component.title,
      createdDateTime: report.studentTest.createdDateTime,
      completedDateTime: report.studentTest.endedDateTime,
      evaluationStatus: report.studentTest.evaluationStatus,
      isEnableSolutionTab: report.test.isEnableSolutionTab,
    },
    jsonOutput: {
      publishkananItemList: rows.map(({ section, item }, index) => ({
        ItemID: item.ItemID,
        QNo: numbers[index]?.first ?? index + 1,
        QNoLast: numbers[index]?.last ?? index + 1,
        SectionID: section.QuestionPaperSectionID,
        SectionTitle: section.SectionTitle,
        ReferenceType: section.ReferenceType,
        ItemType: item.ItemType,
        Items: item.Items,
        Explanation: item.Explanation,
        Passage: item.Passage,
        ExpectedAns: expectedAnswer(item),
      })),
      publishKananItemOptionList: rows.flatMap(({ item }) => optionRows(item)),
    },
    studentItems: rows.map(({ item }) => {
      const answer = answers.get(item.ItemID);
      return {
        ItemID: item.ItemID,
        ResponseJSON: {
          answer: yourAnswer(item, answer, { full: true }),
          iscorrect: answer?.isCorrect ?? null,
        },
        Result: resultOf(item, answer),
        AudioURL: answerAudioUrl(item, answer),
        facultyResponse: answer?.comments ?? null,
        // Portico takes essays typed and teachers' feedback recorded: no files travel with them yet.
        WritingFiles: '',
        facultyFiles: '',
        audioFeedBack: answer?.audioFeedBack ?? null,
        facultyCriteria: answer?.facultyCriteria ?? null,
        facultyNotes: answer?.facultyNotes ?? [],
      };
    }),
  };
}
