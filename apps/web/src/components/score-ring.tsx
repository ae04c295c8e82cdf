import { Box, getThemeColor, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScoreRingProps {
  size: number;
  thickness: number;
  /** The filled share, 0 to 100. */
  value: number;
  /** A theme colour ('blue.7', 'teal') or any CSS colour. */
  color: string;
  /** What the ring holds in its middle (the score). */
  label: ReactNode;
  'aria-label'?: string;
  role?: string;
}

/**
 * A score as a ring: a drawn circle and its share filled, the score in the middle. Mantine's
 * RingProgress draws the same, but brings its section tooltips (Tooltip and floating-ui, about
 * 15 KB gzip) to every page with a ring, the dashboard among them (issue 39).
 */
export function ScoreRing({ size, thickness, value, color, label, ...named }: ScoreRingProps) {
  const theme = useMantineTheme();
  const radius = (size - thickness) / 2;
  const length = 2 * Math.PI * radius;
  const share = Math.max(0, Math.min(100, value)) / 100;
  const centre = size / 2;
  return (
    <Box pos="relative" w={size} h={size} {...named}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <g transform={`rotate(-90 ${centre} ${centre})`} fill="none" strokeWidth={thickness}>
          <circle
            cx={centre}
            cy={centre}
            r={radius}
            // A style, not an attribute: presentation attributes take no var().
            style={{ stroke: 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))' }}
          />
          {share > 0 && (
            <circle
              cx={centre}
              cy={centre}
              r={radius}
              style={{ stroke: getThemeColor(color, theme) }}
              strokeLinecap="round"
              strokeDasharray={`${share * length} ${length}`}
            />
          )}
        </g>
      </svg>
      <Box
        pos="absolute"
        inset={0}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {label}
      </Box>
    </Box>
  );
}
