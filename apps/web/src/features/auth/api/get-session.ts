import type { MeResponse, UserData } from '@portico/contract/auth';
import { apiGet } from '../../../lib/http';

/** Who is signed in; a 401 here means "nobody", so it never raises the expiry dialog. */
export async function getSession(): Promise<UserData> {
  const response = await apiGet<MeResponse>('session', { sessionExpiredDialog: false });
  if (!response.data) throw new Error('Session answer without user');
  return response.data;
}
