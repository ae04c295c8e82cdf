import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

export const DEFAULT_PRIMARY = '#1c64f2';

type Rgb = [number, number, number];

function parseHex(input: string): Rgb | null {
  const hex = input.trim().replace(/^#/, '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of a colour against white. */
export function contrastWithWhite(rgb: Rgb): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

const mix = (a: Rgb, b: Rgb, weightOfB: number): Rgb =>
  [0, 1, 2].map((i) => (a[i] as number) * (1 - weightOfB) + (b[i] as number) * weightOfB) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

// Primary text and white-on-primary buttons need 4.5:1 (WCAG AA); the margin covers the
// tinted 'light' variant backgrounds, which are slightly darker than white.
const MIN_CONTRAST = 5;

/**
 * Ten shades for Mantine from one brand colour. Shade 6 (the primary shade) is the brand
 * colour itself, darkened just enough to reach MIN_CONTRAST on white when it is too light.
 */
export function brandPalette(color: string): MantineColorsTuple {
  let base = parseHex(color) ?? (parseHex(DEFAULT_PRIMARY) as Rgb);
  for (let step = 0; step < 40 && contrastWithWhite(base) < MIN_CONTRAST; step++) {
    base = mix(base, BLACK, 0.04);
  }
  const lighter = [0.94, 0.86, 0.72, 0.56, 0.4, 0.2].map((w) => toHex(mix(base, WHITE, w)));
  const darker = [0.15, 0.3, 0.45].map((w) => toHex(mix(base, BLACK, w)));
  return [...lighter, toHex(base), ...darker] as unknown as MantineColorsTuple;
}

const FONT_STACK =
  'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

export function buildTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: brandPalette(primaryColor) },
    black: '#101828',
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    respectReducedMotion: true,
    components: {
      // Plain objects (not Notification.extend) keep the toast code out of the entry chunk.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      // Every dialog's and drawer's X has a name (axe: button-name), unless a dialog names its own.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    },
  });
}

/**
 * Mantine's light-mode defaults for dimmed text, errors and tinted alerts are below 4.5:1
 * on white; these keep every text colour at WCAG AA (STYLE: axe without serious findings).
 */
export const accessibleCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6670',
    '--mantine-color-placeholder': '#6b7480',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-green-light-color': '#1b6630',
    '--mantine-color-teal-light-color': '#0b6b5a',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-yellow-light-color': '#7a5200',
    '--mantine-color-orange-light-color': '#a23b05',
    '--mantine-color-anchor': 'var(--mantine-color-brand-6)',
  },
  dark: {},
});
