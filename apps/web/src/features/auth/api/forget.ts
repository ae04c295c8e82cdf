import type { ForgetRequest } from '@portico/contract/auth';
import type { MessageResponse } from '@portico/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

/** Same answer for known and unknown accounts (no account probing). */
export const forget = (body: ForgetRequest) =>
  apiPost<MessageResponse>('forget', body, { sessionExpiredDialog: false });

export const useForget = () => useMutation({ mutationKey: ['auth', 'forget'], mutationFn: forget });
