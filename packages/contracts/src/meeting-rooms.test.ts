import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  meetingRoomsWidgetSchema,
  roomConfigurationsResponseSchema,
  type RoomConfigurationsResponse,
} from './meeting-rooms.ts';

const configurations: RoomConfigurationsResponse = [
  { id: 1, code: 'THEATRE', name: 'Theatre' },
  { id: 2, code: 'CLASSROOM', name: 'Classroom' },
  { id: 3, code: 'BANQUET', name: 'Banquet' },
  { id: 4, code: 'U_SHAPE', name: 'U-shape' },
  { id: 5, code: 'BOARDROOM', name: 'Boardroom' },
  { id: 6, code: 'RECEPTION', name: 'Reception' },
];

describe('meeting rooms', () => {
  it('parses and serialises the room configurations', () => {
    expect(roomConfigurationsResponseSchema.parse(configurations)).toEqual(configurations);
    expect(z.encode(roomConfigurationsResponseSchema, configurations)).toEqual(configurations);
  });

  it('names the offending field', () => {
    expect(
      roomConfigurationsResponseSchema.safeParse([{ id: 1, code: 'THEATRE' }]).error?.issues[0]
        ?.path,
    ).toEqual([0, 'name']);
    const widget = {
      roomCount: { sourceValue: 2, channelValue: -1, status: 'INACCURATE' },
      rooms: [],
    };
    expect(meetingRoomsWidgetSchema.safeParse(widget).error?.issues[0]?.path).toEqual([
      'roomCount',
      'channelValue',
    ]);
  });
});
