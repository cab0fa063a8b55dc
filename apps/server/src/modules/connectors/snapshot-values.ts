import type { SnapshotRecord } from '@lens/contracts';
import { countryFromName } from '../../engine/country-names.ts';
import { foldText } from '../../engine/index.ts';

/**
 * What a connector reads from a channel: the snapshot record without the fields the run adds
 * (which property, which channel, when). The mappers build it from foreign data, so every value
 * is cleaned and cut to what the import schema accepts.
 */
export type SnapshotContent = Omit<
  SnapshotRecord,
  'propertyCode' | 'siteId' | 'capturedAt' | 'projectType'
>;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Trimmed text with HTML entities decoded and runs of whitespace made single, cut to `max`. */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
      const point =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point < 0x110000 ? String.fromCodePoint(point) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max).trim() : null;
}

/** An http(s) URL as written, or null. */
export function httpUrl(value: unknown, base?: string): string | null {
  const text = cleanText(value, 2000);
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A number from a number or a numeric string ("4.5", "4,5"), or null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = Number(value.trim().replace(',', '.'));
  return value.trim() && Number.isFinite(parsed) ? parsed : null;
}

/** Latitude and longitude when both are numbers in range. */
export function coordinatesOf(lat: unknown, lng: unknown): SnapshotContent['coordinates'] {
  const latitude = numberOf(lat);
  const longitude = numberOf(lng);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
}

/** "DE", "de", "Germany" or "Deutschland" as an ISO 3166-1 alpha-2 code, or null. */
export function countryCodeOf(value: unknown): string | null {
  const text = cleanText(value, 120);
  if (!text) return null;
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return countryFromName(foldText(text)) ?? null;
}

/** Drops the fields a channel did not publish, so the stored record says only what was seen. */
export function withoutEmpty(content: SnapshotContent): SnapshotContent {
  return Object.fromEntries(
    Object.entries(content).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        !(Array.isArray(value) && value.length === 0) &&
        !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0),
    ),
  ) as SnapshotContent;
}

/** Unique non-empty texts, in order, at most `limit`. */
export function textList(values: readonly unknown[], max: number, limit: number): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = cleanText(value, max);
    if (text && !seen.has(text.toLowerCase()) && seen.size < limit)
      seen.set(text.toLowerCase(), text);
  }
  return [...seen.values()];
}
