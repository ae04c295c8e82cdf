import type { ReviewRecord } from '@portico/contract/review-decks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getUser } from '../../../lib/session';
import { sendReviews } from '../api/review-api';
import { type ReviewOutbox, reviewOutbox } from './review-outbox';
import { flushReviews } from './review-sync';

/** How often pending reviews are tried again while there are some (and at once when back online). */
const RETRY_MS = 5000;

export interface ReviewSync {
  /** Reviews recorded here and not yet stored by the server. */
  pending: number;
  /** False when the reviews live only in memory (a reload would lose them). */
  durable: boolean;
  online: boolean;
  record(review: ReviewRecord): Promise<void>;
}

/**
 * The review page's outbox and its sync (decision 061): every answer is put in the device's outbox
 * first, then sent; a failed send is tried again every few seconds and when the browser is back
 * online. One send at a time.
 */
export function useReviewSync(): ReviewSync {
  const [pending, setPending] = useState(0);
  const [durable, setDurable] = useState(true);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const outbox = useRef<Promise<ReviewOutbox> | null>(null);
  const sending = useRef(false);
  outbox.current ??= reviewOutbox(getUser()?.id ?? 'anonymous');

  const flush = useCallback(async () => {
    const box = await outbox.current;
    if (!box) return;
    setDurable(box.durable);
    if (sending.current) return;
    sending.current = true;
    try {
      setPending(await flushReviews(box, sendReviews));
    } catch {
      // Offline or a server error: the reviews stay in the outbox for the next try.
      setPending((await box.pending()).length);
    } finally {
      sending.current = false;
    }
  }, []);

  useEffect(() => {
    void flush();
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  useEffect(() => {
    if (pending === 0) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [pending, flush]);

  const record = useCallback(
    async (review: ReviewRecord) => {
      const box = await outbox.current;
      if (!box) return;
      await box.put(review);
      setPending((await box.pending()).length);
      void flush();
    },
    [flush],
  );

  return { pending, durable, online, record };
}
