import { expect } from 'vitest';
import { QtiProblem } from '../../src/modules/qti/qti-archive';

/**
 * For the QTI import tests: asserts that `run` throws a QtiProblem (the refusal a package's
 * importer reads back as a 400 with its reason) whose message is exactly `message`.
 */
export function expectProblem(run: () => unknown, message: string): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(QtiProblem);
  expect((thrown as Error).message).toBe(message);
}
