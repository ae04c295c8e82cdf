import type { LaunchItem } from '@portico/contract/assessment-test-json';
import type { ReactNode } from 'react';
import { htmlToText } from '../../../components/html-content';
import classes from './items.module.css';

/** The item's image, audio and video (contract LaunchItem.Media). */
export function ItemMedia({
  item,
  questionNumber,
  audioPlayer,
}: {
  item: LaunchItem;
  questionNumber: number;
  /** The profile's once-only player in place of the browser's (PTE, CELPIP, Duolingo). */
  audioPlayer?: ReactNode;
}) {
  const { image, audio, video } = item.Media;
  if (!image && !audio && !video) return null;
  const alt = htmlToText(item.Items).slice(0, 200) || `Image for question ${questionNumber}`;
  return (
    <div className={classes.media}>
      {image && <img src={image} alt={alt} className={classes.image} loading="eager" decoding="async" />}
      {audio && audioPlayer}
      {audio && !audioPlayer && (
        <audio
          controls
          src={audio}
          preload="metadata"
          className={classes.audio}
          aria-label={`Audio for question ${questionNumber}`}
        />
      )}
      {video && (
        <video
          controls
          src={video}
          preload="metadata"
          playsInline
          className={classes.video}
          aria-label={`Video for question ${questionNumber}`}
        />
      )}
    </div>
  );
}
