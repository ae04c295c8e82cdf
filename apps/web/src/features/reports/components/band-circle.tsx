import { Box, rem } from '@mantine/core';
import type { CSSProperties } from 'react';
import { type BandColour, bandColour, bandLabel, hasBand } from '../utils/band';
import classes from './band-circle.module.css';

const MANTINE: Record<BandColour, string> = {
  red: 'red',
  orange: 'orange',
  blue: 'blue',
  green: 'green',
  grey: 'gray',
};

interface BandCircleProps {
  band: number | null | undefined;
  /** Diameter in px. */
  size?: number;
  /** What screen readers hear before the band ('Listening band'). */
  label?: string;
}

/**
 * spec 2 §9: the round band indicator, its ring coloured by the band; '-' when there is no band.
 * The number stays dark on a pale fill so it reads at any colour (WCAG contrast).
 */
export function BandCircle({ band, size = 56, label = 'Band' }: BandCircleProps) {
  const colour = hasBand(band) ? bandColour(band) : 'grey';
  const mantine = MANTINE[colour];
  const style = {
    '--band-size': rem(size),
    '--band-ring': `var(--mantine-color-${mantine}-6)`,
    '--band-fill': `var(--mantine-color-${mantine}-0)`,
  } as CSSProperties;
  return (
    <Box className={classes.circle} style={style} data-band-colour={colour}>
      <span className="visually-hidden">{label}: </span>
      {hasBand(band) ? (
        bandLabel(band)
      ) : (
        <>
          <span aria-hidden="true">-</span>
          <span className="visually-hidden">not available</span>
        </>
      )}
    </Box>
  );
}
