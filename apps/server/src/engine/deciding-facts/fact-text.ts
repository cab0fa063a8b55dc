import type { Evidence } from '../types.ts';

/** The details of a stored evidence: read defensively, since older audits kept other shapes. */
export type Details = Readonly<Record<string, unknown>>;

/**
 * Turns one rule's evidence into the lines that say what decided it. `subject` names the value
 * in lower case ("name", "short name", "fax").
 */
export type FactReader = (details: Details, evidence: Evidence, subject: string) => string[];

export const none: FactReader = () => [];

export function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function records(value: unknown): Details[] {
  return Array.isArray(value)
    ? value.filter((item): item is Details => typeof item === 'object' && item !== null)
    : [];
}

/** Names of a list, the first few of them: "Bar, Spa and 3 more". */
export function listed(values: readonly string[], max = 5): string {
  if (values.length <= max) return values.join(', ');
  return `${values.slice(0, max).join(', ')} and ${values.length - max} more`;
}

/** Both sides of a difference, always the reference first. */
export function sides(reference: string, channel: string): string {
  return `${reference} in the reference, ${channel} on the channel`;
}

/** The start of a long text in at most `max` characters, cut after a whole word where it can be. */
export function clipped(value: string, max: number): string {
  if (value.length <= max) return value;
  const space = value.lastIndexOf(' ', max - 1);
  return `${value.slice(0, space > max / 2 ? space : max - 1).trimEnd()}…`;
}

/** A number as a person reads it: no float noise ("650.04257" -> "650"). */
export function figure(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "de" as "German"; a tag Intl cannot read stays as written. */
export function languageName(tag: string): string {
  try {
    return LANGUAGE_NAMES.of(tag) ?? tag;
  } catch {
    return tag;
  }
}
