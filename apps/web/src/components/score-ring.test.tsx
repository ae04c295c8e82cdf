// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../test/stub-browser';
import { ScoreRing } from './score-ring';

beforeAll(stubBrowser);
afterEach(cleanup);

const ring = (value: number) =>
  render(
    <MantineProvider>
      <ScoreRing
        size={100}
        thickness={10}
        value={value}
        color="blue.7"
        label="6.5"
        aria-label="Band: 6.5"
        role="img"
      />
    </MantineProvider>,
  );

describe('ScoreRing', () => {
  it('fills its share of the circle, from the top, in the theme colour', () => {
    const { container } = ring(50);
    const [track, filled] = [...container.querySelectorAll('circle')];
    // Radius (100 - 10) / 2 = 45; the circumference 2π·45 ≈ 282.74, half of it drawn.
    expect(track?.getAttribute('r')).toBe('45');
    const [drawn, gap] = (filled?.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(drawn).toBeCloseTo(141.37, 1);
    expect(gap).toBeCloseTo(282.74, 1);
    expect(filled?.getAttribute('style')).toContain('var(--mantine-color-blue-7)');
    expect(container.querySelector('g')?.getAttribute('transform')).toBe('rotate(-90 50 50)');
  });

  it('draws only the track at 0 and clamps above 100; the score and its name are read', () => {
    expect(ring(0).container.querySelectorAll('circle')).toHaveLength(1);
    cleanup();
    const { container } = ring(140);
    const [drawn, gap] = (container.querySelectorAll('circle')[1]?.getAttribute('stroke-dasharray') ?? '')
      .split(' ')
      .map(Number);
    expect(drawn).toBeCloseTo(gap as number, 5);
    expect(screen.getByRole('img', { name: 'Band: 6.5' }).textContent).toBe('6.5');
  });
});
