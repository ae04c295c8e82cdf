import { type ExamProfile, examProfileOf } from '@portico/contract/exam-profile';

/**
 * What the exam's profile gives a section (EXAM-PROFILES.md), by the test's template: the
 * start of the profiles of issue 15. GRE Quantitative sections and the SAT's Math module have an
 * on-screen calculator; every GRE section has the Review screen.
 */
export interface SectionTools {
  calculator: boolean;
  /** GRE's Review screen: answered, not answered and marked questions of the section. */
  reviewScreen: boolean;
}

export function sectionTools(testTemplate: string, referenceType: string): SectionTools {
  const template = testTemplate.toLowerCase();
  if (template.startsWith('grelayout')) return { calculator: referenceType === 'Quant', reviewScreen: true };
  if (template === 'sat-digital') return { calculator: referenceType === 'Math', reviewScreen: false };
  return { calculator: false, reviewScreen: false };
}

/** Item types whose answer the calculator's Transfer Display may fill (GRE numeric entry). */
export const TRANSFERABLE_TYPES = ['ne'];

/**
 * The flag a profile gives each question, by its own name (EXAM-PROFILES.md 'flag'): IELTS's
 * 'Review' check box, GRE's 'Mark', the SAT's 'Mark for Review'; none on PTE, CELPIP and Duolingo,
 * whose real tests have none. Other tests (Portico's own practice) flag as 'Mark for review'.
 */
export function flagLabel(testTemplate: string, examFamily?: string | null): string | null {
  return FLAGS[examProfileOf(testTemplate, examFamily)];
}

const FLAGS: Record<ExamProfile, string | null> = {
  ielts: 'Review',
  gre: 'Mark',
  sat: 'Mark for Review',
  pte: null,
  celpip: null,
  duolingo: null,
  default: 'Mark for review',
};
