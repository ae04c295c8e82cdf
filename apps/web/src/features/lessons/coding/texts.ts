import { CodingMessages } from '@portico/contract/coding';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/plural';

/** What the coding exercise says (the contract's CodingMessages are the server's and spec 2 §8's). */
export const CODING_TEXTS = {
  language: 'Language',
  code: 'Code',
  run: 'Run',
  reset: 'Reset code',
  resetQuestion: (language: string) =>
    `Replace your ${language} code with the starting code? Ctrl+Z in the editor brings it back.`,
  resetYes: 'Reset',
  resetNo: 'Cancel',
  loading: 'Loading the exercise…',
  editorLoading: 'Loading the code editor…',
  editorFailed: 'The code editor could not be loaded. You can still write your code in this box.',
  tabIndents: 'Tab key indents',
  tabHintOff: 'Tab moves to the next control; Ctrl+] and Ctrl+[ indent.',
  tabHintOn: 'Tab indents; press Escape, then Tab, to leave the editor.',
  runHint: 'Ctrl+Enter (⌘+Enter on a Mac) runs your code.',
  testCases: 'Test cases',
  hidden: (count: number) => `${countOf(count, 'hidden test case')}`,
  input: 'Input',
  output: 'Output',
  expected: 'Expected output',
  errorOutput: 'Error output',
  results: 'Results',
  running: 'Running your code…',
  caseTitle: (n: number, visible: boolean) => `Test case ${n}${visible ? '' : ' (hidden)'}`,
  passed: 'Success',
  failed: 'Failed',
  notRunLabel: 'Not run',
  notRun: 'This case was not run because an earlier test case failed.',
  compileFailed: 'Your program did not compile:',
  allPassed: (total: number) => (total === 1 ? 'The test case passed' : `All ${total} test cases passed`),
  somePassed: (passed: number, total: number) => `${passed} of ${total} test cases passed`,
  completed: 'Exercise completed',
  time: (ms: number) => `${Math.round(ms)} ms`,
  retryIn: (seconds: number) => `You can run it again in ${countOf(seconds, 'second')}.`,
} as const;

/** How soon a refused run may be sent again, when the error says (the 429's Retry-After). */
function retryAfterOf(error: ApiError): number | null {
  const value = error.retryAfterSeconds;
  return value !== null && value > 0 ? Math.ceil(value) : null;
}

/** The text for a run that failed: the server's message, for 503 (busy, unavailable) too. */
export function runErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const text = error.fromServer ? error.message : CodingMessages.tooMany;
      const seconds = retryAfterOf(error);
      return seconds ? `${text} ${CODING_TEXTS.retryIn(seconds)}` : text;
    }
    if (error.status === 503 && error.fromServer) return error.message;
    if (error.status >= 500) return CodingMessages.unavailable;
  }
  return errorMessage(error);
}
