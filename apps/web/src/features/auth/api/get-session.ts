import type { UserData } from '@portico/contract/auth';
import { callData } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

/** Who is signed in; a 401 here means "nobody", so it never raises the expiry dialog. */
export async function getSession(): Promise<UserData> {
  return callData((await loadAuthApi()).session, {}, withoutSessionDialog);
}
