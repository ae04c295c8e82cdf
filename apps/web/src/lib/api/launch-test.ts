import type {
  LaunchRedirectResponse,
  LaunchRequest,
  ReviseLinkQuery,
} from '@portico/contract/assessment-launch';
import { ApiError } from '../api-error';
import { apiGet, apiPost } from '../http';

function redirectUrl(response: LaunchRedirectResponse): string {
  const url = response.data?.redirectUrl;
  if (!url) throw new ApiError('No redirect address', { status: 0, fromServer: false });
  return url;
}

/** spec 2 §7: POST assessment/generate-token (a test with a testId). */
export const generateToken = async (payload: LaunchRequest) =>
  redirectUrl(await apiPost<LaunchRedirectResponse>('assessment/generate-token', payload));

/** spec 2 §7: POST test, same payload and behaviour (an object without a testId). */
export const startTest = async (payload: LaunchRequest) =>
  redirectUrl(await apiPost<LaunchRedirectResponse>('test', payload));

/** spec 2 §7: GET get-revise-link, the review of a completed test. */
export const getReviseLink = async (query: ReviseLinkQuery) =>
  redirectUrl(await apiGet<LaunchRedirectResponse>('get-revise-link', { query: { ...query } }));
