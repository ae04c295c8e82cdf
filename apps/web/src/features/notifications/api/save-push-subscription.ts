import { type PushSubscribeRequest, pushApi } from '@portico/contract/push';
import { call } from '../../../lib/api-client';

/** Keeps this device's subscription for the signed-in student (moved to them if another had it). */
export const savePushSubscription = (body: PushSubscribeRequest) => call(pushApi.subscribe, { body });
