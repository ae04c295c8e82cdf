import type {
  CareerCommentRequest,
  CareerDetail,
  CareerDetailResponse,
  CareerQueue,
  CareerQueueFilter,
  CareerStatusRequest,
  ReviewAssignRequest,
} from '@portico/contract/console-reviews';
import { ApiError } from '../../../lib/api-error';
import { dataOf } from './console';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The career queue (CONSOLE.md 'Career'): LinkedIn and CV submissions, oldest first. */
export const careerQueueQuery = (status: CareerQueueFilter) =>
  consoleQuery<CareerQueue>(['console', 'career', 'queue', status], 'console/career', { query: { status } });

/** One project with its CVs' signed addresses and the comments. */
export const careerItemQuery = (id: string) =>
  consoleQuery<CareerDetail>(['console', 'career', 'detail', id], itemPath('console/career', id), {
    staleTime: 0,
  });

export type CareerAction =
  | { kind: 'comment'; body: CareerCommentRequest }
  | { kind: 'status'; body: CareerStatusRequest }
  | { kind: 'assign'; body: ReviewAssignRequest }
  | { kind: 'expert-cv'; file: File };

/** The expert CV's bytes as the body, its name in the query; the server reads the type from the bytes. */
async function sendExpertCv(id: string, file: File): Promise<CareerDetailResponse> {
  const url = `/api/console/career/${encodeURIComponent(id)}/expert-cv?fileName=${encodeURIComponent(file.name)}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new ApiError('Network error', { status: 0, fromServer: false });
  }
  const payload = (await res.json().catch(() => null)) as CareerDetailResponse | null;
  if (!res.ok || !payload?.success) {
    throw new ApiError(payload?.message ?? `Upload failed (${res.status})`, {
      status: res.status,
      fromServer: Boolean(payload),
    });
  }
  return payload;
}

export function useCareerAction(id: string) {
  return useConsoleMutation(
    async (action: CareerAction): Promise<{ item: CareerDetail; message?: string }> => {
      const res =
        action.kind === 'expert-cv'
          ? await sendExpertCv(id, action.file)
          : await consoleSend<CareerDetail>(
              'POST',
              `${itemPath('console/career', id)}/${action.kind}`,
              action.body,
            );
      return { item: dataOf(res.data), message: res.message };
    },
    ({ item }, queryClient) => {
      queryClient.setQueryData(careerItemQuery(id).queryKey, item);
      return queryClient.invalidateQueries({ queryKey: ['console', 'career', 'queue'] });
    },
  );
}
