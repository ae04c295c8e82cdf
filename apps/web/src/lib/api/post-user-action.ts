import type { UserAction, UserActionRequest, UserActionResponse } from '@portico/contract/user-actions';
import { apiPost } from '../http';

/** spec 1 §7 POST user-actions (video progress here). */
export async function postUserAction(request: UserActionRequest): Promise<UserAction | undefined> {
  const response = await apiPost<UserActionResponse>('user-actions', request);
  return response.data;
}
