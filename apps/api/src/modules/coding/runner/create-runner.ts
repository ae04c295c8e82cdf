import type { Config } from '../../../config';
import type { CodeRunner } from './code-runner';
import { Judge0Runner } from './judge0.runner';
import { SandboxRunner } from './sandbox.runner';

type Log = { warn: (o: object, msg: string) => void; debug: (o: object, msg: string) => void };

/** The configured runner (config.ts CODE_RUNNER), logging to the app's logger. */
export function createCodeRunner(
  config: Pick<Config, 'CODE_RUNNER' | 'JUDGE0_URL' | 'JUDGE0_AUTH_TOKEN'>,
  log: Log,
): CodeRunner {
  if (config.CODE_RUNNER === 'judge0') {
    return new Judge0Runner({ url: config.JUDGE0_URL ?? '', authToken: config.JUDGE0_AUTH_TOKEN, log });
  }
  return new SandboxRunner({ log });
}
