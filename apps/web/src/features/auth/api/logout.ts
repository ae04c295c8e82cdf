import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

/** Revokes the session server-side; the API also clears both session cookies. */
export const logout = async () => call((await loadAuthApi()).logout, {}, withoutSessionDialog);
