import { lazy, Suspense, useState } from 'react';
import type { VideoModalProps } from './video-modal';

// The player's modal (Mantine's Modal, its focus trap and scroll lock, the player) loads with the
// first video a student opens: a page of video cards does not download it to show the cards.
const LazyVideoModal = lazy(() => import('./video-modal').then((m) => ({ default: m.VideoModal })));

/** spec 2 "Video list": the video modal (video-modal.tsx), fetched when a video is first opened. */
export function VideoModal(props: VideoModalProps) {
  const [opened, setOpened] = useState(false);
  // Once opened it stays mounted, so closing it plays its transition as before.
  if (props.video && !opened) setOpened(true);
  if (!opened && !props.video) return null;
  return (
    <Suspense fallback={null}>
      <LazyVideoModal {...props} />
    </Suspense>
  );
}
