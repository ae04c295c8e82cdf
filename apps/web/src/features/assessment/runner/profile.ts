/**
 * What the exam's profile gives a section (EXAM-PROFILES.md), by the test's template: the
 * start of the profiles of issue 15. GRE Quantitative sections and the SAT's Math module have an
 * on-screen calculator.
 */
export interface SectionTools {
  calculator: boolean;
}

export function sectionTools(testTemplate: string, referenceType: string): SectionTools {
  const template = testTemplate.toLowerCase();
  if (template.startsWith('grelayout')) return { calculator: referenceType === 'Quant' };
  if (template === 'sat-digital') return { calculator: referenceType === 'Math' };
  return { calculator: false };
}

/** Item types whose answer the calculator's Transfer Display may fill (GRE numeric entry). */
export const TRANSFERABLE_TYPES = ['ne'];
