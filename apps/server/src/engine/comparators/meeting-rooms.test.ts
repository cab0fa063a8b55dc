import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_HOTEL } from '../../test-support/engine-fixtures.ts';
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
  const room = (name: string): MeetingRoom => ({ name, capacities: {} });

  it('compares the number of rooms', () => {
    expect(compare('MEETING_ROOMS_COUNT', NEW_YORK_HOTEL, {})?.status).toBe('ACCURATE');
    const ten = {
      ...NEW_YORK_HOTEL,
      meetingRooms: Array.from({ length: 10 }, (_, i) => room(`S${i}`)),
    };
    expect(
      compare('MEETING_ROOMS_COUNT', ten, { meetingRooms: ten.meetingRooms.slice(0, 8) }),
    ).toMatchObject({ status: 'DISCREPANCY', evidence: { details: { difference: 2 } } });
    expect(
      compare('MEETING_ROOMS_COUNT', ten, { meetingRooms: ten.meetingRooms.slice(0, 5) }),
    ).toMatchObject({ status: 'INACCURATE', channelValue: '5 rooms' });
  });

  it('calls one room more or fewer a DISCREPANCY however few rooms there are', () => {
    expect(
      compare('MEETING_ROOMS_COUNT', NEW_YORK_HOTEL, { meetingRooms: [ballroom] }),
    ).toMatchObject({
      status: 'DISCREPANCY',
      channelValue: '1 rooms',
      evidence: { details: { difference: 1 } },
    });
    expect(
      compare('MEETING_ROOMS_COUNT', NEW_YORK_HOTEL, {
        meetingRooms: [...rooms, room('Terrace')],
      })?.status,
    ).toBe('DISCREPANCY');
  });

  it('still calls two rooms apart of a few INACCURATE', () => {
    expect(
      compare('MEETING_ROOMS_COUNT', NEW_YORK_HOTEL, {
        meetingRooms: [...rooms, room('Terrace'), room('Library')],
      })?.status,
    ).toBe('INACCURATE');
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

describe('meeting rooms: names', () => {
  it('pairs a room whose name has its words in another order', () => {
    const shown = [
      { ...ballroom, name: 'Ballroom, Grand' },
      { ...gramercy, name: 'Suite Gramercy' },
    ];
    expect(compare('MEETING_ROOM_CAPACITY', NEW_YORK_HOTEL, { meetingRooms: shown })?.status).toBe(
      'ACCURATE',
    );
  });
});

describe('meeting rooms: figures the channel does not give', () => {
  it('sends a capacity or an area that is not a number to review, never INACCURATE', () => {
    const capacity = [
      { ...ballroom, capacities: { THEATRE: Number.NaN, BANQUET: 1000 } },
      gramercy,
    ];
    expect(
      compare('MEETING_ROOM_CAPACITY', NEW_YORK_HOTEL, { meetingRooms: capacity }),
    ).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: {
        rule: 'room-capacity-within',
        details: { unreadable: 'channel', reason: 'Grand Ballroom THEATRE is not a number' },
      },
    });
    const area = [ballroom, { ...gramercy, areaSqm: Number.NaN }];
    expect(compare('MEETING_ROOM_SIZE', NEW_YORK_HOTEL, { meetingRooms: area })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { details: { unreadable: 'channel', reason: 'Gramercy Suite m² is not a number' } },
    });
  });

  it('calls rooms listed without any figure MISSING, not INACCURATE', () => {
    const bare = rooms.map((room) => ({ name: room.name, areaSqm: null, capacities: {} }));
    expect(compare('MEETING_ROOM_SIZE', NEW_YORK_HOTEL, { meetingRooms: bare })).toMatchObject({
      status: 'MISSING',
      evidence: { rule: 'room-area-absent' },
    });
    expect(compare('MEETING_ROOM_CAPACITY', NEW_YORK_HOTEL, { meetingRooms: bare })).toMatchObject({
      status: 'MISSING',
      evidence: { rule: 'room-capacity-absent' },
    });
  });

  it('still fails rooms the channel shows with no figure beside rooms it measures', () => {
    const partly = [ballroom, { ...gramercy, areaSqm: null }];
    expect(compare('MEETING_ROOM_SIZE', NEW_YORK_HOTEL, { meetingRooms: partly })?.status).toBe(
      'DISCREPANCY',
    );
  });
});

describe('MEETING_ROOM_SIZE', () => {
  it('names square feet shown as square metres', () => {
    const inFeet = rooms.map((room) => ({
      ...room,
      areaSqm: Math.round((room.areaSqm ?? 0) * 10.7639),
    }));
    const verdict = compare('MEETING_ROOM_SIZE', NEW_YORK_HOTEL, { meetingRooms: inFeet });
    expect(verdict?.status).toBe('INACCURATE');
    expect(verdict?.evidence.details?.rows).toContainEqual(
      expect.objectContaining({ room: 'Gramercy Suite', note: 'square feet shown as m²' }),
    );
  });

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
