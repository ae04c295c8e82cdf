import type { CSSProperties } from 'react';
import { bandColor, formatBand } from '../utils/band';
import classes from './band-badge.module.css';

interface BandBadgeProps {
  band: number | null;
  /** Read before the value by screen readers, e.g. 'Overall band'. */
  label: string;
  size?: number;
}

/** The round band indicator (spec 2 §9 colours); '-' when there is no band. */
export function BandBadge({ band, label, size = 64 }: BandBadgeProps) {
  const style = {
    '--band-color': `var(--mantine-color-${bandColor(band)}-6)`,
    '--band-size': `${size}px`,
  } as CSSProperties;
  const text = formatBand(band);
  return (
    <div
      className={classes.ring}
      style={style}
      role="img"
      aria-label={`${label}: ${text === '-' ? 'none' : text}`}
    >
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
