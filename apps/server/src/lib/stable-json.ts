import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level, so equal values always serialise equally whatever
 * order their keys were written in (PostgreSQL's jsonb reorders keys on the way back).
 */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : stableJson(item))).join(',')}]`;
  const entries: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== undefined && typeof inner !== 'function')
      entries.push(`${JSON.stringify(key)}:${stableJson(inner)}`);
  }
  return `{${entries.join(',')}}`;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

export function jsonHash(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url');
}
