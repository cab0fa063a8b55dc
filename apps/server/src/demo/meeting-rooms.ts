import type { ReferenceRecord } from '@lens/contracts';
import type { Segment } from './brands.ts';
import type { Random } from './random.ts';

export type MeetingRoom = NonNullable<ReferenceRecord['meetingRooms']>[number];

/** Which hotels have meeting space at all. */
export const MEETING_ODDS: Record<Segment, number> = {
  LUXURY: 0.85,
  UPSCALE: 0.85,
  LIFESTYLE: 0.5,
  MIDSCALE: 0.35,
  EXTENDED_STAY: 0.15,
};

// A hotel with meeting space has at least a main room and a boardroom.
const ROOM_COUNTS: Record<Segment, readonly [number, number]> = {
  LUXURY: [4, 9],
  UPSCALE: [3, 12],
  LIFESTYLE: [2, 5],
  MIDSCALE: [2, 4],
  EXTENDED_STAY: [2, 2],
};

const MAIN_ROOMS: Record<Segment, readonly [string, number, number]> = {
  LUXURY: ['Grand Ballroom', 400, 1100],
  UPSCALE: ['Ballroom', 300, 900],
  LIFESTYLE: ['The Loft', 120, 300],
  MIDSCALE: ['Conference Room', 60, 160],
  EXTENDED_STAY: ['Meeting Room', 40, 90],
};

const SECONDARY_ROOMS = [
  'Boardroom',
  'Executive Boardroom',
  'Atrium',
  'Library',
  'Garden Room',
  'Terrace Room',
  'Studio 1',
  'Studio 2',
  'Studio 3',
  'Salon A',
  'Salon B',
  'Salon C',
  'Gallery',
  'Skyline Room',
];

const roundTo5 = (value: number) => Math.max(5, Math.round(value / 5) * 5);

/**
 * Capacities per set-up, from the floor area with the usual planning ratios (about 1.1 m² per
 * theatre seat, 2 m² per classroom seat...). Small rooms are boardrooms and nothing else.
 */
function capacitiesFor(areaSqm: number): Record<string, number> {
  if (areaSqm <= 70) {
    return { BOARDROOM: Math.round(areaSqm / 2.8), U_SHAPE: Math.round(areaSqm / 3.5) };
  }
  return {
    THEATRE: roundTo5(areaSqm / 1.1),
    CLASSROOM: roundTo5(areaSqm / 2),
    BANQUET: roundTo5(areaSqm / 1.5),
    U_SHAPE: Math.min(roundTo5(areaSqm / 3.5), 60),
    RECEPTION: roundTo5(areaSqm / 0.9),
  };
}

/**
 * A hotel's meeting space, sized by its segment and by its number of guest rooms: a 40-room
 * boutique hotel has a salon and a boardroom, not a ballroom.
 */
export function meetingRooms(segment: Segment, guestRooms: number, random: Random): MeetingRoom[] {
  const [name, minArea, maxArea] = MAIN_ROOMS[segment];
  const [minCount, maxCount] = ROOM_COUNTS[segment];
  const largest = Math.max(40, guestRooms * 3);
  const mainArea = Math.min(random.int(minArea, maxArea), largest);
  const count = Math.min(random.int(minCount, maxCount), 2 + Math.floor(guestRooms / 50));
  const mainName = mainArea < 200 && name.includes('Ballroom') ? 'Grand Salon' : name;
  const rooms: MeetingRoom[] = [
    { name: mainName, areaSqm: mainArea, capacities: capacitiesFor(mainArea) },
  ];
  for (const other of random.sample(SECONDARY_ROOMS, count - 1)) {
    const area = other.includes('Boardroom')
      ? random.int(30, 70)
      : random.int(45, Math.max(60, mainArea / 2));
    rooms.push({ name: other, areaSqm: area, capacities: capacitiesFor(area) });
  }
  return rooms;
}

/** The most people the largest room holds, in any set-up. */
export function largestCapacity(rooms: readonly MeetingRoom[]): number {
  let largest = 0;
  for (const room of rooms) {
    for (const capacity of Object.values(room.capacities)) largest = Math.max(largest, capacity);
  }
  return largest;
}
