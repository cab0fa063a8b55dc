import { SCORE_BAND_COLORS, type ScoreBand, type StatusColor } from '@lens/domain';

/** Colours the map draws with: WebGL cannot read CSS variables, so they are read once here. */
export interface MapTheme {
  water: string;
  land: string;
  border: string;
  coast: string;
  /** Lines between states and provinces, lighter than country borders. */
  state: string;
  river: string;
  /** Place names; country and state names take the muted one. */
  label: string;
  labelMuted: string;
  ink: string;
  surface: string;
  brand: string;
  tone: Record<StatusColor, string>;
}

/** The design tokens of styles.css, for when they cannot be read (no stylesheet in tests). */
const FALLBACK: MapTheme = {
  water: '#dde7f2',
  land: '#fbfcfd',
  border: '#c5ccd6',
  coast: '#b7c3d1',
  state: '#d5dae2',
  river: '#c9d8ea',
  label: '#3f4a5a',
  labelMuted: '#7d8797',
  ink: '#1b2430',
  surface: '#ffffff',
  brand: '#1f3a5f',
  tone: {
    green: '#1e8e5a',
    yellow: '#b57a00',
    red: '#cc2f38',
    blue: '#2f6fed',
    gray: '#6b7585',
  },
};

export function readMapTheme(element: Element = document.documentElement): MapTheme {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    ...FALLBACK,
    land: token('--color-surface-raised', FALLBACK.land),
    border: token('--color-border-strong', FALLBACK.border),
    ink: token('--color-text', FALLBACK.ink),
    surface: token('--color-surface', FALLBACK.surface),
    brand: token('--color-brand', FALLBACK.brand),
    tone: {
      green: token('--color-green', FALLBACK.tone.green),
      yellow: token('--color-yellow', FALLBACK.tone.yellow),
      red: token('--color-red', FALLBACK.tone.red),
      blue: token('--color-blue', FALLBACK.tone.blue),
      gray: token('--color-gray', FALLBACK.tone.gray),
    },
  };
}

export function bandColor(theme: MapTheme, band: ScoreBand): string {
  return theme.tone[SCORE_BAND_COLORS[band]];
}

/** A style expression colouring each marker by its `band` property. */
export function bandColorExpression(theme: MapTheme): unknown[] {
  return [
    'match',
    ['get', 'band'],
    'high',
    bandColor(theme, 'high'),
    'medium',
    bandColor(theme, 'medium'),
    'low',
    bandColor(theme, 'low'),
    bandColor(theme, 'none'),
  ];
}
