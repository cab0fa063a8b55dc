/** Characteristic statuses, as the server sends them (docs/product-rules.md, "Statuses and colours"). */
export const STATUSES = [
  'ACCURATE',
  'INACCURATE',
  'DISCREPANCY',
  'MISSING',
  'PRESENT',
  'NOT-PRESENT',
  'REMOVE',
  'AWAITING REVIEW',
  'UNDEFINED',
  'ABSENTS',
  'AVAILABLE',
  'MATCHED',
  'UNMATCHED',
  'REVIEW',
  'MATCHED (MODIFY)',
  'RATES RETURNED',
  'RATES NOT RETURNED',
] as const;
export type Status = (typeof STATUSES)[number];

export function isStatus(value: string): value is Status {
  return (STATUSES as readonly string[]).includes(value);
}
