import type { Status } from '@lens/domain';
import type { PreparedRoom } from '../prepare-values.ts';
import { editSimilarity, roundRatio } from '../similarity.ts';
import { band, verdict, type Comparator, type CompareContext, type Verdict } from './verdict.ts';

type RoomComparison = (
  source: readonly PreparedRoom[],
  channel: readonly PreparedRoom[],
  context: CompareContext,
) => Verdict | null;

function roomNames(rooms: readonly PreparedRoom[]): string {
  return rooms.map(({ room }) => room.name).join(', ');
}

/**
 * The rules shared by the three meeting-room characteristics: ABSENTS when the channel lists no
 * room though the reference has some, AVAILABLE when the channel lists rooms the reference does
 * not know, not audited when neither lists any.
 */
function meetingRooms(compare: RoomComparison): Comparator {
  return (reference, _snapshot, context) => {
    const source = reference.meetingRooms;
    const channel = context.channel.rooms;
    if (source.length > 0 && channel.length === 0) {
      return verdict('ABSENTS', roomNames(source), null, { rule: 'rooms-absent-on-channel' });
    }
    if (source.length === 0 && channel.length > 0) {
      return verdict('AVAILABLE', null, roomNames(channel), { rule: 'rooms-unknown-to-reference' });
    }
    return source.length === 0 ? null : compare(source, channel, context);
  };
}

/**
 * Pairs each reference room with the channel room of the same name, else of the most similar
 * name from `nameSimilarity` up; each channel room is used once.
 */
function pairRooms(
  source: readonly PreparedRoom[],
  channel: readonly PreparedRoom[],
  nameSimilarity: number,
): Array<[PreparedRoom, PreparedRoom | null]> {
  const free = new Map<string, PreparedRoom>();
  for (const room of channel) {
    if (room.name && !free.has(room.name.compact)) free.set(room.name.compact, room);
  }
  const pairs = source.map((room): [PreparedRoom, PreparedRoom | null] => {
    const same = room.name && free.get(room.name.compact);
    if (same) free.delete(same.name?.compact as string);
    return [room, same || null];
  });
  for (const pair of pairs) {
    const name = pair[0].name?.compact;
    if (pair[1] || name === undefined) continue;
    let bestSimilarity = nameSimilarity;
    for (const [candidate, room] of free) {
      const similarity = editSimilarity(name, candidate);
      if (similarity >= bestSimilarity) [pair[1], bestSimilarity] = [room, similarity];
    }
    if (pair[1]) free.delete(pair[1].name?.compact as string);
  }
  return pairs;
}

function within(source: number, channel: number | null | undefined, tolerance: number): boolean {
  return channel != null && Math.abs(channel - source) <= source * tolerance;
}

/** ACCURATE when the counts agree, DISCREPANCY within `countDiscrepancyRatio` of the reference count. */
export const compareMeetingRoomsCount = meetingRooms((source, channel, { limits }) => {
  const ratio = Math.abs(channel.length - source.length) / source.length;
  const threshold = limits.meetingRooms.countDiscrepancyRatio;
  const status: Status =
    ratio === 0 ? 'ACCURATE' : ratio <= threshold ? 'DISCREPANCY' : 'INACCURATE';
  return verdict(status, `${source.length} rooms`, `${channel.length} rooms`, {
    rule: 'room-count',
    threshold,
    sourceNormalized: String(source.length),
    channelNormalized: String(channel.length),
  });
});

/** One room measure (a layout's capacity, or the area) on both sides. */
interface RoomCheck {
  room: string;
  measure: string;
  source: number;
  channel: number | null;
  ok: boolean;
}

/**
 * The share of checks (a room's capacity in a layout, or its area) the channel gets right within
 * the tolerance: ACCURATE when all, DISCREPANCY from `discrepancyShare`, INACCURATE below. A room
 * or layout the channel lacks is a failed check.
 */
function shareVerdict(rule: string, rows: RoomCheck[], discrepancyShare: number): Verdict | null {
  if (rows.length === 0) return null;
  const share = rows.filter((row) => row.ok).length / rows.length;
  const describe = (side: 'source' | 'channel') =>
    rows.map((row) => `${row.room} ${row.measure} ${row[side] ?? '-'}`).join('; ');
  return verdict(band(share, 1, discrepancyShare), describe('source'), describe('channel'), {
    rule,
    threshold: discrepancyShare,
    similarity: roundRatio(share),
    details: { rows },
  });
}

export const compareMeetingRoomCapacity = meetingRooms((source, channel, { limits }) => {
  const { nameSimilarity, capacityTolerance, discrepancyShare } = limits.meetingRooms;
  const rows = pairRooms(source, channel, nameSimilarity).flatMap(([{ room }, match]) =>
    Object.entries(room.capacities).map(([layout, seats]): RoomCheck => {
      const shown = match?.room.capacities[layout] ?? null;
      const ok = within(seats, shown, capacityTolerance);
      return { room: room.name, measure: layout, source: seats, channel: shown, ok };
    }),
  );
  return shareVerdict('room-capacity-within', rows, discrepancyShare);
});

export const compareMeetingRoomSize = meetingRooms((source, channel, { limits }) => {
  const { nameSimilarity, areaTolerance, discrepancyShare } = limits.meetingRooms;
  const rows = pairRooms(source, channel, nameSimilarity).flatMap(
    ([{ room }, match]): RoomCheck[] => {
      if (room.areaSqm == null) return [];
      const shown = match?.room.areaSqm ?? null;
      const ok = within(room.areaSqm, shown, areaTolerance);
      return [{ room: room.name, measure: 'm²', source: room.areaSqm, channel: shown, ok }];
    },
  );
  return shareVerdict('room-area-within', rows, discrepancyShare);
});
