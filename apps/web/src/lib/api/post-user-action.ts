import { type UserAction, type UserActionRequest, userActionsApi } from '@portico/contract/user-actions';
import { callData } from '../api-client';

/** spec 1 §7 POST user-actions (video progress, a read notification, an opened lesson). */
export const postUserAction = (request: UserActionRequest): Promise<UserAction> =>
  callData(userActionsApi.record, { body: request });
