import type { MessageResponse } from '@portico/contract/envelope';
import { apiPost } from '../../../lib/http';

/** Revokes the session server-side; the API also clears both session cookies. */
export const logout = () => apiPost<MessageResponse>('logout', {}, { sessionExpiredDialog: false });
