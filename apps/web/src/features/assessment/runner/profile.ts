import { type ExamProfile, examProfileOf, goesBack, type RunnerRules } from '@portico/contract/exam-profile';
import type { SpeakingRules } from '../items/speaking-rules';
import type { RunnerQuestion } from './restore';

/**
 * What the exam's profile gives a section (EXAM-PROFILES.md), by the test's template: the
 * start of the profiles (decision 020). GRE Quantitative sections have ETS's four-function calculator,
 * the SAT's Math modules a graphing one (decision 042); every GRE section has the Review screen.
 */
export interface SectionTools {
  calculator: 'four-function' | 'graphing' | null;
  /** GRE's Review screen: answered, not answered and marked questions of the section. */
  reviewScreen: boolean;
  /** The SAT's reference sheet of formulas on Math. */
  referenceSheet: boolean;
}

export function sectionTools(testTemplate: string, referenceType: string): SectionTools {
  const template = testTemplate.toLowerCase();
  if (template.startsWith('grelayout')) {
    const quant = referenceType === 'Quant';
    return { calculator: quant ? 'four-function' : null, reviewScreen: true, referenceSheet: false };
  }
  if (template === 'sat-digital') {
    const math = referenceType === 'Math';
    return { calculator: math ? 'graphing' : null, reviewScreen: false, referenceSheet: math };
  }
  return { calculator: null, reviewScreen: false, referenceSheet: false };
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

/** Preparation before a speaking answer when the item names none (PTE's own is 3 s before the mic opens). */
const PREP_SECONDS: Record<ExamProfile, number> = {
  ielts: 5,
  pte: 3,
  gre: 0,
  sat: 0,
  celpip: 30,
  duolingo: 20,
  default: 0,
};

/** How the attempt's rules run a speaking item; undefined: Portico's free recorder. */
export function speakingRules(rules: RunnerRules): SpeakingRules | undefined {
  if (!rules.autoRecord && rules.reRecord && rules.silenceStopSeconds === null) return undefined;
  return {
    autoRecord: rules.autoRecord,
    defaultPrepSeconds: PREP_SECONDS[rules.profile],
    silenceStopSeconds: rules.silenceStopSeconds,
    reRecord: rules.reRecord,
    // Pearson's status box; the others show the countdown and the recording time.
    statusBox: rules.profile === 'pte',
  };
}

/**
 * May the student go back from this question to an earlier one? As the rules say, part by part:
 * CELPIP Listening goes forward only in a profile that otherwise goes back (decision 041).
 */
export const goesBackAt = (rules: RunnerRules, question: RunnerQuestion | undefined) =>
  !!question && goesBack(rules, question.section.ReferenceType);
