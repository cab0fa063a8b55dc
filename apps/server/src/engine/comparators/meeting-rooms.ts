import type { Status } from '@lens/domain';
import type { PreparedRoom, PreparedText } from '../prepare-values.ts';
import type { MeetingRoom } from '../types.ts';
import { editSimilarity, roundRatio } from '../similarity.ts';
import {
  band,
  unreadable,
  verdict,
  type Comparator,
  type CompareContext,
  type Verdict,
} from './verdict.ts';

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
): RoomPair[] {
  const free = new Map<string, PreparedRoom>();
  for (const room of channel) {
    if (room.name && !free.has(room.name.compact)) free.set(room.name.compact, room);
  }
  const pairs = source.map((room): RoomPair => {
    const same = room.name && free.get(room.name.compact);
    if (same) free.delete(same.name?.compact as string);
    return [room, same || null];
  });
  for (const pair of pairs) {
    const name = pair[0].name;
    if (pair[1] || !name) continue;
    const words = sortedWords(name.folded);
    let bestSimilarity = nameSimilarity;
    for (const [candidate, room] of free) {
      const similarity =
        sortedWords((room.name as PreparedText).folded) === words
          ? 1
          : editSimilarity(name.compact, candidate);
      if (similarity >= bestSimilarity) [pair[1], bestSimilarity] = [room, similarity];
    }
    if (pair[1]) free.delete(pair[1].name?.compact as string);
  }
  return pairs;
}

/** A name's words in alphabetical order, so that "Ballroom Grand" is "Grand Ballroom". */
function sortedWords(folded: string): string {
  return folded.split(' ').sort().join(' ');
}

function within(source: number, channel: number | null | undefined, tolerance: number): boolean {
  return channel != null && Math.abs(channel - source) <= source * tolerance;
}

/** A shown measure that is there but is not a size or a head count (NaN, text, below zero). */
function unreadableMeasure(value: unknown): boolean {
  return value != null && !(typeof value === 'number' && Number.isFinite(value) && value >= 0);
}

/**
 * ACCURATE when the counts agree, DISCREPANCY within `countDiscrepancyRatio` of the reference count
 * or one room apart (for a hotel of two to four rooms any difference would otherwise be a
 * knockout), INACCURATE beyond.
 */
export const compareMeetingRoomsCount = meetingRooms((source, channel, { limits }) => {
  const difference = Math.abs(channel.length - source.length);
  const ratio = difference / source.length;
  const threshold = limits.meetingRooms.countDiscrepancyRatio;
  const status: Status =
    difference === 0
      ? 'ACCURATE'
      : ratio <= threshold || difference === 1
        ? 'DISCREPANCY'
        : 'INACCURATE';
  return verdict(status, `${source.length} rooms`, `${channel.length} rooms`, {
    rule: 'room-count',
    threshold,
    sourceNormalized: String(source.length),
    channelNormalized: String(channel.length),
    details: { difference },
  });
});

/** One room measure (a layout's capacity, or the area) on both sides. */
interface RoomCheck {
  room: string;
  measure: string;
  source: number;
  channel: number | null;
  ok: boolean;
  /** Why a failed check failed, when the engine can tell ("square feet shown as m²"). */
  note?: string;
}

type RoomPair = [PreparedRoom, PreparedRoom | null];

/**
 * True when the channel lists rooms the reference has but shows the measure for none of them: it
 * lacks the figures rather than getting them wrong.
 */
function measureShownNowhere(pairs: RoomPair[], shows: (room: MeetingRoom) => boolean): boolean {
  return pairs.some(([, match]) => match) && !pairs.some(([, match]) => match && shows(match.room));
}

/**
 * The share of checks (a room's capacity in a layout, or its area) the channel gets right within
 * the tolerance: ACCURATE when all, DISCREPANCY from `discrepancyShare`, INACCURATE below. A room
 * or layout the channel lacks is a failed check; MISSING when the channel's rooms show no figure.
 */
function shareVerdict(
  [rule, absentRule]: [string, string],
  rows: RoomCheck[],
  discrepancyShare: number,
  shownNowhere: boolean,
): Verdict | null {
  if (rows.length === 0) return null;
  const share = rows.filter((row) => row.ok).length / rows.length;
  const describe = (side: 'source' | 'channel') =>
    rows.map((row) => `${row.room} ${row.measure} ${row[side] ?? '-'}`).join('; ');
  const evidence = { rule, threshold: discrepancyShare, details: { rows } };
  if (shownNowhere) {
    return verdict('MISSING', describe('source'), null, { ...evidence, rule: absentRule });
  }
  // A figure the channel shows but that is not a number cannot be checked, whatever the others say.
  const unread = rows.find((row) => unreadableMeasure(row.channel));
  if (unread) {
    const reason = `${unread.room} ${unread.measure} is not a number`;
    return unreadable('channel', reason, describe('source'), describe('channel'), evidence);
  }
  return verdict(band(share, 1, discrepancyShare), describe('source'), describe('channel'), {
    ...evidence,
    similarity: roundRatio(share),
  });
}

export const compareMeetingRoomCapacity = meetingRooms((source, channel, { limits }) => {
  const { nameSimilarity, capacityTolerance, discrepancyShare } = limits.meetingRooms;
  const pairs = pairRooms(source, channel, nameSimilarity);
  const rows = pairs.flatMap(([{ room }, match]) =>
    Object.entries(room.capacities).map(([layout, seats]): RoomCheck => {
      const shown = match?.room.capacities[layout] ?? null;
      const ok = within(seats, shown, capacityTolerance);
      return { room: room.name, measure: layout, source: seats, channel: shown, ok };
    }),
  );
  const shownNowhere = measureShownNowhere(
    pairs,
    (room) => Object.keys(room.capacities ?? {}).length > 0,
  );
  return shareVerdict(
    ['room-capacity-within', 'room-capacity-absent'],
    rows,
    discrepancyShare,
    shownNowhere,
  );
});

const SQUARE_FEET_PER_SQM = 10.7639;

export const compareMeetingRoomSize = meetingRooms((source, channel, { limits }) => {
  const { nameSimilarity, areaTolerance, discrepancyShare } = limits.meetingRooms;
  const pairs = pairRooms(source, channel, nameSimilarity);
  const rows = pairs.flatMap(([{ room }, match]): RoomCheck[] => {
    if (room.areaSqm == null) return [];
    const shown = match?.room.areaSqm ?? null;
    const ok = within(room.areaSqm, shown, areaTolerance);
    const check: RoomCheck = {
      room: room.name,
      measure: 'm²',
      source: room.areaSqm,
      channel: shown,
      ok,
    };
    if (!ok && within(room.areaSqm * SQUARE_FEET_PER_SQM, shown, areaTolerance)) {
      check.note = 'square feet shown as m²';
    }
    return [check];
  });
  const shownNowhere = measureShownNowhere(pairs, (room) => room.areaSqm != null);
  return shareVerdict(
    ['room-area-within', 'room-area-absent'],
    rows,
    discrepancyShare,
    shownNowhere,
  );
});
