import {
  type UserActionRequest,
  type UserActionStatus,
  VIDEO_PROGRESS_INTERVAL_MS,
} from '@portico/contract/user-actions';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A video's part of the user-actions call: its position, in progress or completed. */
export type ProgressPost = Required<Pick<UserActionRequest, 'duration'>> & {
  status: Extract<UserActionStatus, 'InProgress' | 'Completed'>;
};

export type VideoProgressOptions = {
  /** Sends one progress record; failures are logged only (spec 2 "Video errors"). */
  post: (progress: ProgressPost) => Promise<unknown>;
  /** The stored status when the player opened: a completed video stays completed. */
  completed?: boolean;
  intervalMs?: number;
};

export type VideoProgress = {
  /** Feed the player's time updates here. */
  onTime: (seconds: number, playing: boolean) => void;
  onEnded: () => void;
  /** Posts the last position if it was not posted yet (on close). */
  flush: () => Promise<void>;
};

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * spec 1 §4 video progress: while playing, the position is posted every 3000 ms as InProgress
 * (Completed once completed); on the end a Completed record with duration 0 is posted; closing
 * posts the last position. Flushes on unmount too.
 */
export function useVideoProgress({
  post,
  completed = false,
  intervalMs = VIDEO_PROGRESS_INTERVAL_MS,
}: VideoProgressOptions): VideoProgress {
  const state = useRef({ position: 0, playing: false, completed, lastPosted: -1 });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const postRef = useRef(post);
  postRef.current = post;
  // The stored status arrives once, before playback starts.
  useEffect(() => {
    if (completed) state.current.completed = true;
  }, [completed]);

  const send = useCallback((duration: number, status?: ProgressPost['status']) => {
    const s = state.current;
    s.lastPosted = duration;
    return postRef
      .current({ status: status ?? (s.completed ? 'Completed' : 'InProgress'), duration })
      .then(() => undefined)
      .catch((e: unknown) => console.warn('[video] progress not saved', e));
  }, []);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const onTime = useCallback(
    (seconds: number, playing: boolean) => {
      const s = state.current;
      if (Number.isFinite(seconds) && seconds >= 0) s.position = round(seconds);
      if (playing === s.playing) return;
      s.playing = playing;
      if (!playing) return stop();
      if (timer.current === null) {
        timer.current = setInterval(() => {
          if (state.current.playing) void send(state.current.position);
        }, intervalMs);
      }
    },
    [intervalMs, send, stop],
  );

  const onEnded = useCallback(() => {
    const s = state.current;
    stop();
    s.playing = false;
    s.completed = true;
    s.position = 0;
    void send(0, 'Completed');
  }, [send, stop]);

  const flush = useCallback(async () => {
    stop();
    const s = state.current;
    s.playing = false;
    if (s.position !== s.lastPosted && (s.position > 0 || s.lastPosted > 0)) await send(s.position);
  }, [send, stop]);

  useEffect(
    () => () => {
      void flush();
    },
    [flush],
  );

  return useMemo(() => ({ onTime, onEnded, flush }), [onTime, onEnded, flush]);
}
