import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../engine-fixtures.ts';
import type { MeetingRoom } from '../types.ts';

// Reference: Grand Ballroom (1200 m², theatre 1500, banquet 1000), Gramercy Suite (150 m², theatre 120, boardroom 40).
const rooms = NEW_YORK_HOTEL.meetingRooms as MeetingRoom[];
const ballroom = rooms[0] as MeetingRoom;
const gramercy = rooms[1] as MeetingRoom;

describe('meeting rooms: presence', () => {
  it('is ABSENTS when the channel lists no room the reference has', () => {
    for (const type of [
      'MEETING_ROOMS_COUNT',
      'MEETING_ROOM_CAPACITY',
      'MEETING_ROOM_SIZE',
    ] as const) {
      expect(compare(type, NEW_YORK_HOTEL, { meetingRooms: [] })).toMatchObject({
        status: 'ABSENTS',
        sourceValue: 'Grand Ballroom, Gramercy Suite',
      });
    }
  });

  it('is AVAILABLE when the channel lists rooms the reference does not know', () => {
    expect(compare('MEETING_ROOMS_COUNT', PARIS_HOTEL, { meetingRooms: rooms })?.status).toBe(
      'AVAILABLE',
    );
    expect(compare('MEETING_ROOMS_COUNT', PARIS_HOTEL, {})).toBeNull();
  });
});

describe('MEETING_ROOMS_COUNT', () => {
  it('compares the number of rooms', () => {
    expect(compare('MEETING_ROOMS_COUNT', NEW_YORK_HOTEL, {})?.status).toBe('ACCURATE');
    expect(
      compare('MEETING_ROOMS_COUNT', NEW_YORK_HOTEL, { meetingRooms: [ballroom] }),
    ).toMatchObject({
      status: 'INACCURATE',
      channelValue: '1 rooms',
    });
  });
});

describe('MEETING_ROOM_CAPACITY', () => {
  it('accepts capacities within 10% under a slightly different room name', () => {
    const shown = [
      { ...ballroom, name: 'The Grand Ballroom', capacities: { THEATRE: 1450, BANQUET: 1000 } },
      gramercy,
    ];
    expect(compare('MEETING_ROOM_CAPACITY', NEW_YORK_HOTEL, { meetingRooms: shown })?.status).toBe(
      'ACCURATE',
    );
  });

  it('calls some capacities out of tolerance a DISCREPANCY, with the rows', () => {
    const shown = [{ ...ballroom, capacities: { THEATRE: 1200, BANQUET: 1000 } }, gramercy];
    const verdict = compare('MEETING_ROOM_CAPACITY', NEW_YORK_HOTEL, { meetingRooms: shown });
    expect(verdict).toMatchObject({ status: 'DISCREPANCY', evidence: { similarity: 0.75 } });
    expect(verdict?.evidence.details?.rows).toContainEqual({
      room: 'Grand Ballroom',
      measure: 'THEATRE',
      source: 1500,
      channel: 1200,
      ok: false,
    });
  });

  it('counts a room the channel lacks as wrong', () => {
    expect(
      compare('MEETING_ROOM_CAPACITY', NEW_YORK_HOTEL, { meetingRooms: [gramercy] })?.status,
    ).toBe('DISCREPANCY');
    const other = [{ name: 'Rooftop', areaSqm: 300, capacities: { RECEPTION: 200 } }];
    expect(compare('MEETING_ROOM_CAPACITY', NEW_YORK_HOTEL, { meetingRooms: other })?.status).toBe(
      'INACCURATE',
    );
  });
});

describe('MEETING_ROOM_SIZE', () => {
  it('accepts areas within 5% and flags the others', () => {
    const close = [{ ...ballroom, areaSqm: 1180 }, gramercy];
    expect(compare('MEETING_ROOM_SIZE', NEW_YORK_HOTEL, { meetingRooms: close })?.status).toBe(
      'ACCURATE',
    );
    const off = [{ ...ballroom, areaSqm: 900 }, gramercy];
    expect(compare('MEETING_ROOM_SIZE', NEW_YORK_HOTEL, { meetingRooms: off })).toMatchObject({
      status: 'DISCREPANCY',
      channelValue: 'Grand Ballroom m² 900; Gramercy Suite m² 150',
    });
  });
});
