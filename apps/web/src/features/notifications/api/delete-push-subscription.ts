import { pushApi } from '@portico/contract/push';
import { call } from '../../../lib/api-client';

/** Drops this device's subscription (only the signed-in student's own). */
export const deletePushSubscription = (endpoint: string) => call(pushApi.unsubscribe, { body: { endpoint } });
