import type { RegisterRequest } from '@portico/contract/auth';
import type { MessageResponse } from '@portico/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

/** The account is verified by the e-mailed link before login; the answer's message says so. */
export const register = (body: RegisterRequest) =>
  apiPost<MessageResponse>('register', body, { sessionExpiredDialog: false });

export const useRegister = () => useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
