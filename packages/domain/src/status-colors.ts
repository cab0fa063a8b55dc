import type { Status } from './statuses.ts';

export type StatusColor = 'green' | 'red' | 'yellow' | 'blue' | 'gray';

/** The colour of each status (docs/product-rules.md, "Statuses and colours"). Statuses not listed, and unknown strings, are gray. */
const STATUS_COLORS: Partial<Record<string, StatusColor>> = {
  ACCURATE: 'green',
  PRESENT: 'green',
  MATCHED: 'green',
  'MATCHED (MODIFY)': 'green',
  INACCURATE: 'red',
  DISCREPANCY: 'red',
  MISSING: 'red',
  UNMATCHED: 'red',
  ABSENTS: 'red',
  'NOT-PRESENT': 'red',
  'RATES NOT RETURNED': 'red',
  REMOVE: 'yellow',
  'AWAITING REVIEW': 'yellow',
  REVIEW: 'yellow',
  AVAILABLE: 'blue',
  'RATES RETURNED': 'blue',
} satisfies Partial<Record<Status, StatusColor>>;

export function statusColor(status: string | null | undefined): StatusColor {
  return (
    (status != null && Object.hasOwn(STATUS_COLORS, status) && STATUS_COLORS[status]) || 'gray'
  );
}

/** The status names hotel-chain mode shows: the vocabulary of the hotel-chain customer. */
const HOTEL_CHAIN_STATUSES: Partial<Record<string, Status>> = {
  ACCURATE: 'MATCHED',
  INACCURATE: 'UNMATCHED',
  DISCREPANCY: 'UNMATCHED',
  REMOVE: 'REVIEW',
  'AWAITING REVIEW': 'REVIEW',
  UNDEFINED: 'REVIEW',
  ABSENTS: 'MISSING',
} satisfies Partial<Record<Status, Status>>;

/** The status as hotel-chain mode shows it; statuses outside the mapping are unchanged. */
export function hotelChainStatus(status: string): string {
  return (Object.hasOwn(HOTEL_CHAIN_STATUSES, status) && HOTEL_CHAIN_STATUSES[status]) || status;
}

export type DisplayedStatus = { label: string; color: StatusColor };
export type StatusDisplayContext = { hotelChainMode: boolean };

/**
 * The label and colour a status is shown with. The colour is taken from the label actually shown,
 * so a mapped status never reads green-worded in red or the reverse.
 */
export function displayStatus(status: string, context: StatusDisplayContext): DisplayedStatus {
  const label = context.hotelChainMode ? hotelChainStatus(status) : status;
  return { label, color: statusColor(label) };
}
