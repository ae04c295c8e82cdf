import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export type VideoPlayerProps = {
  /** An HLS playlist (or a plain video file) URL, or a Vimeo URL / id when `isVimeo`. */
  src: string;
  isVimeo: boolean;
  /** Names the player for assistive technology. */
  title: string;
  /** Seconds to resume at (spec 1 §4: playback resumes at the stored duration). */
  startAt?: number;
  autoPlay?: boolean;
  /** The position in seconds and whether it is playing, on every time update, play and pause. */
  onTime?: (seconds: number, playing: boolean) => void;
  onEnded?: () => void;
};

/** What a player reports to: the page's callbacks, and the fallback when it cannot play. */
type Handlers = Pick<VideoPlayerProps, 'onTime' | 'onEnded'> & { onFail: (reason: unknown) => void };

/** spec 1 §9 / spec 2 "Video list": a Vimeo player for Vimeo items, otherwise an HLS stream. */
export function VideoPlayer(props: VideoPlayerProps) {
  const [failed, setFailed] = useState(false);
  // A new source gets a new chance to play.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the source is the trigger, not a value the effect reads.
  useEffect(() => setFailed(false), [props.src, props.isVimeo]);

  // spec 2 "Video errors": logged only; the student sees a neutral line instead of a broken player.
  const fail = (reason: unknown) => {
    console.error('[video] cannot play', props.src, reason);
    setFailed(true);
  };
  // Read when the player reports, so a player lives as long as its source, not one render.
  const handlers = useRef<Handlers>({ onFail: fail });
  handlers.current = { onTime: props.onTime, onEnded: props.onEnded, onFail: fail };

  if (failed) {
    return (
      <Box
        role="img"
        aria-label={props.title}
        bg="dark.7"
        style={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', borderRadius: 8 }}
      >
        <Text c="gray.3" size="sm" px="md" ta="center">
          This video is not available right now.
        </Text>
      </Box>
    );
  }

  return props.isVimeo ? (
    <VimeoPlayer {...props} handlers={handlers} />
  ) : (
    <HlsPlayer {...props} handlers={handlers} />
  );
}

type InnerProps = VideoPlayerProps & {
  handlers: React.RefObject<Handlers>;
};

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * hls.js is its own chunk: only students who open a stream download it. A video saved for offline
 * use asks for it too, so the service worker keeps it and the video plays offline (decision 073).
 */
export const loadHls = () => import('hls.js');
const isPlaylist = (src: string) => /\.m3u8($|[?#])/i.test(src);

/**
 * Offline, a stream saved on the device plays through hls.js where it can: Chromium's own HLS player
 * fetches its segments past the service worker, so it finds nothing offline (decision 073); hls.js
 * asks through the page, and the worker answers from the saved copy.
 */
const offlineWithHls = () =>
  typeof navigator !== 'undefined' && !navigator.onLine && typeof MediaSource !== 'undefined';

/** The browser plays the file (or, as Safari does, the HLS playlist) itself: nothing to stop. */
function playNatively(video: HTMLVideoElement, src: string) {
  video.src = src;
  return () => undefined;
}

/**
 * An HLS playlist the browser cannot play itself, through hls.js; answers what stops it (before or
 * after hls.js has loaded).
 */
function playWithHls(video: HTMLVideoElement, src: string, start: number, fail: (reason: unknown) => void) {
  let cancelled = false;
  let destroy: (() => void) | undefined;
  loadHls()
    .then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        fail('HLS is not supported by this browser');
        return;
      }
      // No worker: the portal's CSP (script-src 'self') refuses blob: workers; segments are small.
      const hls = new Hls({ startPosition: start > 0 ? start : -1, enableWorker: false });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return console.warn('[video] stream error', data.details);
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
          console.warn('[video] recovering from', data.details);
          hls.recoverMediaError();
          return;
        }
        fail(data.details);
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    })
    .catch((e) => fail(e));
  return () => {
    cancelled = true;
    destroy?.();
  };
}

function HlsPlayer({ src, title, startAt, autoPlay, handlers }: InnerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one player per source: startAt, autoPlay and title apply when it loads (saved progress must not reload it), handlers is a ref read at event time.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const start = startAt && startAt > 0 ? startAt : 0;

    const report = () => handlers.current.onTime?.(video.currentTime, !video.paused && !video.ended);
    const ended = () => handlers.current.onEnded?.();
    const mediaError = () => handlers.current.onFail(video.error ?? 'media error');
    const seekToStart = () => {
      if (start > 0 && video.currentTime < 0.5 && (!video.duration || start < video.duration - 1)) {
        video.currentTime = start;
      }
      if (autoPlay) video.play().catch((e) => console.warn('[video] autoplay refused', e));
    };
    video.addEventListener('timeupdate', report);
    video.addEventListener('play', report);
    video.addEventListener('pause', report);
    video.addEventListener('ended', ended);
    video.addEventListener('error', mediaError);
    video.addEventListener('loadedmetadata', seekToStart, { once: true });

    const stopStream =
      !isPlaylist(src) || (video.canPlayType(HLS_MIME) && !offlineWithHls())
        ? playNatively(video, src)
        : playWithHls(video, src, start, (reason) => handlers.current.onFail(reason));

    return () => {
      video.removeEventListener('timeupdate', report);
      video.removeEventListener('play', report);
      video.removeEventListener('pause', report);
      video.removeEventListener('ended', ended);
      video.removeEventListener('error', mediaError);
      video.removeEventListener('loadedmetadata', seekToStart);
      stopStream();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);

  return (
    <video
      ref={videoRef}
      title={title}
      aria-label={title}
      controls
      playsInline
      preload="metadata"
      style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8, display: 'block' }}
    />
  );
}

/** A Vimeo item's content is its URL (https://vimeo.com/123…) or its numeric id. */
type VimeoUrl = `https://vimeo.com/${string}` | `https://player.vimeo.com/video/${string}`;
function vimeoOptions(src: string): { id: number } | { url: VimeoUrl } {
  const trimmed = src.trim();
  // The player itself refuses anything that is not a Vimeo address, and we log that.
  return /^\d+$/.test(trimmed) ? { id: Number(trimmed) } : { url: trimmed as VimeoUrl };
}

function VimeoPlayer({ src, title, startAt, autoPlay, handlers }: InnerProps) {
  const hostRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one player per source: startAt, autoPlay and title apply when it loads (saved progress must not reload it), handlers is a ref read at event time.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;

    import('@vimeo/player')
      .then(({ default: Player }) => {
        if (cancelled) return;
        const player = new Player(host, {
          ...vimeoOptions(src),
          title: false,
          byline: false,
          portrait: false,
          responsive: true,
          autoplay: Boolean(autoPlay),
          keyboard: true,
        });
        let last = 0;
        player.on('timeupdate', (d: { seconds: number }) => {
          last = d.seconds;
          handlers.current.onTime?.(d.seconds, true);
        });
        player.on('play', (d: { seconds: number }) => handlers.current.onTime?.(d.seconds ?? last, true));
        player.on('pause', (d: { seconds: number }) => handlers.current.onTime?.(d.seconds ?? last, false));
        player.on('ended', () => handlers.current.onEnded?.());
        player.on('error', (e: unknown) => console.error('[video] vimeo error', e));
        player
          .ready()
          .then(() => {
            const iframe = host.querySelector('iframe');
            iframe?.setAttribute('title', title);
            if (startAt && startAt > 0) return player.setCurrentTime(startAt).then(() => undefined);
          })
          .catch((e: unknown) => handlers.current.onFail(e));
        destroy = () => {
          player.destroy().catch(() => undefined);
        };
      })
      .catch((e) => handlers.current.onFail(e));

    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  return <Box ref={hostRef} aria-label={title} style={{ width: '100%', minHeight: 200 }} />;
}
