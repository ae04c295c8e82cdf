/**
 * A company's band estimate model as it is stored (band_models.model, issue 41, decision 058):
 * fitted by the API's calibration module, read back by it and summarised for the console. Types
 * only: the fitting is the API's.
 */

export type Scale = { min: number; max: number; step: number };

export type Agreement = {
  /** Essays compared. */
  n: number;
  /** Quadratic weighted kappa: 1 is perfect agreement, 0 what chance alone gives. */
  qwk: number;
  /** Share of essays given the very same mark. */
  exact: number;
  /**
   * Share of essays whose marks differ by at most `tolerance`: half a band on the result of an
   * IELTS answer, one step of the scale everywhere else (a level for CELPIP, a point for PTE, half
   * a point for GRE, a whole band for one IELTS criterion, as those are marked in whole bands).
   */
  withinHalfBand: number;
  tolerance: number;
};

export type CriterionModel = {
  key: string;
  label: string;
  scale: Scale;
  lambda: number;
  means: number[];
  sds: number[];
  weights: number[];
  intercept: number;
  /** Half-width of the estimate's range: a share (RANGE_COVERAGE, calibration/model.ts) of the held-out absolute errors lie within it. */
  spread: number;
};

export type HeldOutAgreement = {
  train: number;
  heldOut: number;
  criteria: Record<string, Agreement>;
  /** On the answer's result (answerResult of the criteria), on its own scale. */
  result: Agreement & { scale: Scale };
};

export type BandModel = {
  version: 1;
  rubricId: string;
  /** The feature names the weights are in the order of (BAND_FEATURE_NAMES when fitted). */
  features: string[];
  /** Graded essays the shipped model learnt from. */
  essays: number;
  criteria: CriterionModel[];
  heldOut: HeldOutAgreement;
};
