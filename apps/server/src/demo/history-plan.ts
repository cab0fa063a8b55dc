import type { DemoProperty } from './property-version.ts';
import type { ChangeKind, PlannedChange } from './reference-history.ts';
import type { Random } from './random.ts';

/** Share of eligible properties whose reference data changes during the year, by kind. */
const ROUTINE_SHARES: ReadonlyArray<readonly [ChangeKind, number, 'ALL' | 'HOTEL' | 'OUTLET']> = [
  ['PHONE', 0.04, 'ALL'],
  ['DESCRIPTION', 0.04, 'ALL'],
  ['RENOVATION', 0.03, 'HOTEL'],
  ['HOURS', 0.15, 'OUTLET'],
];

/** Status stories: share of hotels, and the minimum a portfolio of 50+ hotels shows. */
const STATUS_SHARES = {
  REBRANDING: [0.008, 2],
  DEFLAGGING: [0.008, 2],
  CLOSED_TEMPORARY: [0.008, 2],
  CLOSED_PERMANENTLY: [0.004, 1],
} as const;

/**
 * Decides which properties' reference data changes during the cycles, and when: routine
 * changes (new phone, rewritten copy, renovation, new hours) and a few status stories (a
 * rebranding announced then completed, a deflagging, temporary closures with and without
 * reopening, a permanent closure), on distinct hotels.
 */
export function planHistory(
  properties: readonly DemoProperty[],
  months: readonly string[],
  random: Random,
): Map<DemoProperty, PlannedChange[]> {
  const plan = new Map<DemoProperty, PlannedChange[]>();
  const last = months.length - 1;
  if (last < 3) return plan;
  const at = (index: number): string => {
    const month = months[Math.max(1, Math.min(last, index))] as string;
    return `${month}-${String(random.int(1, 25)).padStart(2, '0')}`;
  };
  const add = (property: DemoProperty, kind: ChangeKind, date: string) => {
    plan.set(property, [...(plan.get(property) ?? []), { kind, date }]);
  };

  for (const [kind, share, scope] of ROUTINE_SHARES) {
    const eligible = properties.filter((property) =>
      scope === 'ALL' ? true : (property.slot.type === 'HOTEL') === (scope === 'HOTEL'),
    );
    for (const property of random.sample(eligible, Math.round(eligible.length * share))) {
      add(property, kind, at(random.int(1, last - 1)));
    }
  }

  const hotels = random.shuffle(
    properties.filter((property) => property.slot.type === 'HOTEL' && property.slot.brand),
  );
  const count = ([share, minimum]: readonly [number, number]) =>
    Math.max(hotels.length >= 50 ? minimum : 0, Math.round(hotels.length * share));
  // Even-numbered stories complete within the cycles, odd ones are still under way at the end.
  for (let i = 0, n = count(STATUS_SHARES.REBRANDING); i < n; i++) {
    const hotel = hotels.pop();
    if (!hotel) break;
    const announced = i % 2 === 0 ? random.int(2, last - 4) : last - 1;
    add(hotel, 'ANNOUNCE_REBRANDING', at(announced));
    if (i % 2 === 0) add(hotel, 'REBRAND', at(announced + 2));
  }
  for (let i = 0, n = count(STATUS_SHARES.DEFLAGGING); i < n; i++) {
    const hotel = hotels.pop();
    if (hotel) add(hotel, 'DEFLAGGING', at(random.int(2, last - 1)));
  }
  for (let i = 0, n = count(STATUS_SHARES.CLOSED_TEMPORARY); i < n; i++) {
    const hotel = hotels.pop();
    if (!hotel) break;
    const closed = i % 2 === 0 ? random.int(2, last - 5) : last - 2;
    add(hotel, 'CLOSE_TEMPORARILY', at(closed));
    if (i % 2 === 0) add(hotel, 'REOPEN', at(closed + 3));
  }
  for (let i = 0, n = count(STATUS_SHARES.CLOSED_PERMANENTLY); i < n; i++) {
    const hotel = hotels.pop();
    if (hotel) add(hotel, 'CLOSE_PERMANENTLY', at(random.int(3, last - 2)));
  }
  return plan;
}
