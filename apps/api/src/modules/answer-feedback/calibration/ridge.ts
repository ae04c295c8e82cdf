/**
 * Ridge regression for the band models: a few hundred essays and about fifteen features, so the
 * closed form (XᵀX + λI) w = Xᵀy is a 15 × 15 system solved exactly by Cholesky, with no library.
 * Features are standardised on the essays learnt from (mean 0, standard deviation 1) so that one
 * λ shrinks them all alike and the weights compare with one another; the intercept is not shrunk.
 */

export type RidgeFit = {
  /** Per feature: the learning essays' mean and standard deviation (0: constant, not used). */
  means: number[];
  sds: number[];
  /** Weight of each standardised feature, and the prediction for an average essay. */
  weights: number[];
  intercept: number;
  lambda: number;
};

/** The penalties tried: from almost none (plain least squares) to nearly the mean alone. */
export const LAMBDA_GRID = [0.01, 0.1, 1, 3, 10, 30, 100, 300, 1000, 3000] as const;

/** Folds of the cross-validation that picks λ (fewer when there are fewer essays). */
export const CV_FOLDS = 5;

/** Mean and standard deviation of each column over its known (non-NaN) values. */
export function standardiser(rows: number[][], width: number): { means: number[]; sds: number[] } {
  const means: number[] = [];
  const sds: number[] = [];
  for (let c = 0; c < width; c++) {
    const known = rows.map((r) => r[c] as number).filter((v) => !Number.isNaN(v));
    const mean = known.length ? known.reduce((a, v) => a + v, 0) / known.length : 0;
    const variance = known.length ? known.reduce((a, v) => a + (v - mean) ** 2, 0) / known.length : 0;
    means.push(mean);
    // A column that hardly varies says nothing and would only blow up on rounding error.
    sds.push(Math.sqrt(variance) > 1e-9 ? Math.sqrt(variance) : 0);
  }
  return { means, sds };
}

/** A row standardised; an unknown value, or a column that does not vary, becomes 0 (the mean). */
function standardise(row: number[], means: number[], sds: number[]): number[] {
  return means.map((mean, c) => {
    const v = row[c] as number;
    const sd = sds[c] as number;
    return sd === 0 || Number.isNaN(v) ? 0 : (v - mean) / sd;
  });
}

/** Solves A x = b for a symmetric positive definite A (Cholesky: A = L Lᵀ, then two triangles). */
export function solveSymmetric(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const at = (m: number[][], i: number, j: number) => (m[i] as number[])[j] as number;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = at(a, i, j);
      for (let k = 0; k < j; k++) sum -= at(l, i, k) * at(l, j, k);
      if (i === j) {
        if (sum <= 0) throw new Error('matrix is not positive definite');
        (l[i] as number[])[i] = Math.sqrt(sum);
      } else {
        (l[i] as number[])[j] = sum / at(l, j, j);
      }
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= at(l, i, k) * (y[k] as number);
    y[i] = sum / at(l, i, i);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= at(l, k, i) * (x[k] as number);
    x[i] = sum / at(l, i, i);
  }
  return x;
}

/** Ridge regression of `targets` on `rows` with penalty λ (> 0). */
export function fitRidge(rows: number[][], targets: number[], lambda: number): RidgeFit {
  const width = rows[0]?.length ?? 0;
  const { means, sds } = standardiser(rows, width);
  const intercept = targets.length ? targets.reduce((a, v) => a + v, 0) / targets.length : 0;
  const gram = Array.from({ length: width }, (_, i) =>
    Array.from({ length: width }, (_, j) => (i === j ? lambda : 0)),
  );
  const moment = new Array<number>(width).fill(0);
  rows.forEach((row, r) => {
    const x = standardise(row, means, sds);
    const y = (targets[r] as number) - intercept;
    for (let i = 0; i < width; i++) {
      moment[i] = (moment[i] as number) + (x[i] as number) * y;
      for (let j = 0; j < width; j++) {
        (gram[i] as number[])[j] = ((gram[i] as number[])[j] as number) + (x[i] as number) * (x[j] as number);
      }
    }
  });
  return { means, sds, weights: solveSymmetric(gram, moment), intercept, lambda };
}

export function predictRidge(fit: RidgeFit, row: number[]): number {
  const x = standardise(row, fit.means, fit.sds);
  return x.reduce((sum, v, i) => sum + v * (fit.weights[i] as number), fit.intercept);
}

export type CrossValidated = RidgeFit & {
  /** Mean squared error of each λ tried, and each essay's prediction by the model that did not see it. */
  errors: { lambda: number; mse: number }[];
  outOfFold: number[];
};

/**
 * Picks λ by k-fold cross-validation (the essay's fold given, or its position modulo k), then fits
 * on all the rows with it. Ties go to the larger λ: the simpler model.
 */
export function fitRidgeCV(
  rows: number[][],
  targets: number[],
  options: { folds?: number[]; grid?: readonly number[] } = {},
): CrossValidated {
  const grid = options.grid ?? LAMBDA_GRID;
  const k = Math.min(CV_FOLDS, rows.length);
  const folds = options.folds ?? rows.map((_, i) => i % Math.max(1, k));
  const distinct = [...new Set(folds)].sort((a, b) => a - b);
  const errors: { lambda: number; mse: number }[] = [];
  const predictions: number[][] = [];
  for (const lambda of grid) {
    const oof = new Array<number>(rows.length).fill(Number.NaN);
    for (const fold of distinct) {
      const train = rows.flatMap((_, i) => (folds[i] === fold ? [] : [i]));
      if (train.length === 0) continue;
      const fit = fitRidge(
        train.map((i) => rows[i] as number[]),
        train.map((i) => targets[i] as number),
        lambda,
      );
      rows.forEach((row, i) => {
        if (folds[i] === fold) oof[i] = predictRidge(fit, row);
      });
    }
    const scored = oof.flatMap((p, i) => (Number.isNaN(p) ? [] : [(p - (targets[i] as number)) ** 2]));
    errors.push({ lambda, mse: scored.length ? scored.reduce((a, v) => a + v, 0) / scored.length : 0 });
    predictions.push(oof);
  }
  let best = 0;
  errors.forEach((e, i) => {
    if (e.mse <= (errors[best] as { mse: number }).mse) best = i;
  });
  const chosen = errors[best]?.lambda ?? 1;
  return { ...fitRidge(rows, targets, chosen), errors, outOfFold: predictions[best] ?? [] };
}
