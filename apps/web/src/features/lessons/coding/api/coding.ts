import {
  type CodingContent,
  type CodingRunRequest,
  type CodingRunResult,
  codingApi,
} from '@portico/contract/coding';
import { callData } from '../../../../lib/api-client';

/** spec 2 §7 coding-content: the task, visible cases, languages and the student's code. */
export const getCodingContent = (
  id: string,
  companyCode: string,
  signal?: AbortSignal,
): Promise<CodingContent> => callData(codingApi.content, { query: { id, companyCode } }, { signal });

/** The run that stands in for the spec's compiler call: Portico runs the code against every case. */
export const runCode = (request: CodingRunRequest): Promise<CodingRunResult> =>
  callData(codingApi.run, { body: request });
