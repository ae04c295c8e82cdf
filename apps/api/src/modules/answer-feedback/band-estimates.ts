import { createHash } from 'node:crypto';
import type { AnswerFeedback } from '@portico/contract/answer-feedback';
import { BAND_ESTIMATE_BAR } from '@portico/contract/answer-feedback';
import type { BandModelSummary, BandModels } from '@portico/contract/console-feedback';
import type pino from 'pino';
import type { Clock } from '../../lib/clock';
import { PeriodicPass } from '../../lib/periodic-pass';
import type { AnswerFeedbackRepository, BandModelRow, FeedbackRow } from './answer-feedback.repository';
import {
  type BandExample,
  clearsBar,
  estimateBand,
  fitBandModel,
  MIN_GRADED_ESSAYS,
  modelWeights,
  shortOfBar,
  whyNoBandModel,
} from './calibration/model';
import { rubricById } from './rubric-of';

type Estimate = Pick<AnswerFeedback, 'estimate' | 'estimateNote'>;

/** What a student reads where there is no estimate, and why. */
export const EstimateNotes = {
  tooFew: (graded: number) =>
    `No band estimate yet: it needs ${MIN_GRADED_ESSAYS} answers of this task graded by your school's teachers (${graded} so far).`,
  underBar:
    "No band estimate: on the answers your school's teachers graded, the estimate did not agree with them closely enough to be shown.",
} as const;

const agreementOf = (a: { n: number; qwk: number; exact: number; withinHalfBand: number }) => ({
  n: a.n,
  qwk: a.qwk,
  exact: a.exact,
  withinHalfBand: a.withinHalfBand,
});

/** A model as the console lists it: its agreement per criterion and on the result, and why it is not shown. */
function summaryOf(row: BandModelRow): BandModelSummary {
  const rubric = rubricById(row.rubricId);
  const model = row.model;
  const base = {
    rubricId: row.rubricId,
    title: rubric.title,
    essays: row.essays,
    heldOut: row.heldOut,
    shown: row.shown,
    fittedAt: row.fittedAt.toISOString(),
  };
  if (!model)
    return {
      ...base,
      note: whyNoBandModel(row.essays) ?? 'No model for this task.',
      result: null,
      criteria: [],
    };
  const under = shortOfBar(model.heldOut.result);
  return {
    ...base,
    note: under.length ? `Students do not see it: ${under.join('; ')}.` : '',
    result: agreementOf(model.heldOut.result),
    criteria: model.criteria.map((c) => ({
      key: c.key,
      label: c.label,
      ...agreementOf(model.heldOut.criteria[c.key] ?? { n: 0, qwk: 0, exact: 0, withinHalfBand: 0 }),
      leansOn: modelWeights(model, c.key)
        .slice(0, 3)
        .map((w) => w.label),
    })),
  };
}

/** The graded essays and their grades, in one string: a model is refitted only when it changes. */
function fingerprintOf(examples: BandExample[]): string {
  const hash = createHash('sha256');
  for (const e of examples) hash.update(`${e.id}=${JSON.stringify(e.criteria)};`);
  return hash.digest('hex');
}

/**
 * The band estimate of issue 41, per company and task type: fitted on the company's own teachers'
 * released evaluations of measured essays (never another company's), refitted by a background pass
 * as evaluations arrive, and shown to a student only where its held-out agreement clears the bar.
 */
export class BandEstimates {
  private readonly passes = new PeriodicPass(
    () => this.refitAll(),
    (err) => this.log.error({ err }, 'band estimate refit failed; the next pass retries'),
  );

  constructor(
    private readonly repo: AnswerFeedbackRepository,
    private readonly clock: Clock,
    private readonly log: pino.Logger,
    /** Starts the measuring pass (answers queued here are measured before the next refit). */
    private readonly measure: () => void = () => undefined,
  ) {}

  start(intervalMs: number): void {
    void this.passes.run();
    this.passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** Refits every task type whose graded essays changed (of one company, or all). */
  async refitAll(companyCode?: string): Promise<void> {
    // Graded answers never measured are queued first; the next refit learns from them.
    if ((await this.repo.queueGradedUnmeasured(companyCode)) > 0) this.measure();
    for (const task of await this.repo.gradedTaskTypes(companyCode))
      await this.refit(task.companyCode, task.rubricId);
  }

  /** One company's model of one task type, refitted when its graded essays or their grades changed. */
  async refit(companyCode: string, rubricId: string): Promise<BandModelRow> {
    const rubric = rubricById(rubricId);
    const rows = await this.repo.examples(companyCode, rubricId);
    const examples: BandExample[] = rows.flatMap((r) =>
      r.writing ? [{ id: `${r.attemptId}:${r.itemId}`, indicators: r.writing, criteria: r.criteria }] : [],
    );
    const fingerprint = fingerprintOf(examples);
    const stored = await this.repo.bandModel(companyCode, rubricId);
    if (stored && stored.fingerprint === fingerprint) return stored;
    // A score in points has no scale of its own (it is the question's): no model for it.
    const model = rubric.id === 'points' ? null : fitBandModel(examples, rubric);
    const row: BandModelRow = {
      companyCode,
      rubricId,
      model,
      fingerprint,
      essays: examples.length,
      heldOut: model?.heldOut.heldOut ?? 0,
      shown: model ? clearsBar(model.heldOut.result) : false,
      fittedAt: this.clock.now(),
    };
    await this.repo.saveBandModel(row);
    return row;
  }

  /** The company's models, for the console: every written task type with graded essays, refitted first. */
  async summaries(companyCode: string): Promise<BandModels> {
    await this.refitAll(companyCode);
    const rows = await this.repo.bandModelsOf(companyCode);
    return {
      models: rows.map(summaryOf),
      bar: { ...BAND_ESTIMATE_BAR, minEssays: MIN_GRADED_ESSAYS },
    };
  }

  /**
   * An answer's estimate for its reader. A student sees it only where the model clears the bar, and
   * otherwise why not; a teacher sees it whenever there is a model, with its agreement, as a
   * suggestion. Spoken answers and scores in points have none.
   */
  estimateOf = async (
    companyCode: string,
    row: FeedbackRow,
    audience: 'student' | 'teacher',
  ): Promise<Estimate> => {
    if (row.spoken || !row.writing || !row.rubricId || row.rubricId === 'points')
      return { estimate: null, estimateNote: '' };
    const stored = await this.repo.bandModel(companyCode, row.rubricId);
    const model = stored?.model;
    if (!stored || !model) return { estimate: null, estimateNote: EstimateNotes.tooFew(stored?.essays ?? 0) };
    const estimate = estimateBand(model, row.writing, rubricById(row.rubricId));
    if (audience === 'teacher') {
      const result = model.heldOut.result;
      const under = shortOfBar(result);
      return {
        estimate,
        estimateNote: `A suggestion from ${model.essays} graded answers: on ${result.n} held out, QWK ${result.qwk.toFixed(2)}, ${Math.round(result.withinHalfBand * 100)} % within half a band${under.length ? ` (students do not see it: ${under.join('; ')})` : ''}.`,
      };
    }
    return stored.shown && estimate
      ? { estimate, estimateNote: '' }
      : { estimate: null, estimateNote: EstimateNotes.underBar };
  };
}
