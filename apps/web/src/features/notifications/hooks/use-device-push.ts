import { useCallback, useEffect, useState } from 'react';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import {
  currentSubscription,
  PushUnavailable,
  pushSupport,
  subscribeDevice,
  subscriptionBody,
} from '../utils/web-push';

type DeviceState = 'checking' | 'on' | 'off';

/**
 * Reminders on this device (decision 072): whether the browser can get them, whether it does, and
 * turning them on (permission, subscribe, POST) and off (unsubscribe, DELETE). A subscription the
 * browser holds is posted again on each visit: a device belongs to whoever signed in on it last.
 */
export function useDevicePush(publicKey: string | undefined) {
  const [support, setSupport] = useState(pushSupport);
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    currentSubscription()
      .then(async (subscription) => {
        if (subscription) await savePushSubscription(subscriptionBody(subscription));
        if (live) setState(subscription ? 'on' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [support]);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    setError(null);
    try {
      const subscription = await subscribeDevice(publicKey);
      await savePushSubscription(subscriptionBody(subscription));
      setState('on');
    } catch (err) {
      setSupport(pushSupport());
      setError(
        err instanceof PushUnavailable ? err.message : 'Reminders could not be turned on. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }, [publicKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        await deletePushSubscription(endpoint);
      }
      setState('off');
    } catch {
      setError('Reminders could not be turned off. Please try again.');
    } finally {
      setBusy(false);
    }
  }, []);

  return { support, state, busy, error, turnOn, turnOff };
}
