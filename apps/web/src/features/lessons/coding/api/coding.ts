import type {
  CodingContent,
  CodingContentResponse,
  CodingRunRequest,
  CodingRunResponse,
  CodingRunResult,
} from '@portico/contract/coding';
import { ApiError } from '../../../../lib/api-error';
import { apiGet, apiPost } from '../../../../lib/http';

function dataOf<T>(data: T | undefined): T {
  if (data === undefined) throw new ApiError('No data', { status: 0, fromServer: false });
  return data;
}

/** spec 2 §7 coding-content: the task, visible cases, languages and the student's code. */
export async function getCodingContent(
  id: string,
  companyCode: string,
  signal?: AbortSignal,
): Promise<CodingContent> {
  const response = await apiGet<CodingContentResponse>('coding-content', {
    query: { id, companyCode },
    signal,
  });
  return dataOf(response.data);
}

/** The run that stands in for the spec's compiler call: Portico runs the code against every case. */
export async function runCode(request: CodingRunRequest): Promise<CodingRunResult> {
  const response = await apiPost<CodingRunResponse>('coding-run', request);
  return dataOf(response.data);
}
