import { z } from 'zod';
import { idSchema, statusSchema } from './common.ts';

export const roomConfigurationSchema = z
  .object({
    id: idSchema,
    code: z.string().describe('e.g. THEATRE, CLASSROOM, BANQUET, U_SHAPE, BOARDROOM, RECEPTION'),
    name: z.string().describe('Label, e.g. U-shape'),
  })
  .describe('Meeting room configuration (seating layout)');
export type RoomConfiguration = z.infer<typeof roomConfigurationSchema>;

export const roomConfigurationsResponseSchema = z
  .array(roomConfigurationSchema)
  .describe('Every meeting room configuration, for labelling capacities');
export type RoomConfigurationsResponse = z.infer<typeof roomConfigurationsResponseSchema>;

/** Source and channel side of one compared figure. */
const comparedNumber = {
  sourceValue: z.number().nonnegative().nullable(),
  channelValue: z.number().nonnegative().nullable(),
  status: statusSchema,
};

export const meetingRoomCapacitySchema = z.object({
  configurationCode: z.string().describe('Code of a room configuration, e.g. THEATRE'),
  ...comparedNumber,
});
export type MeetingRoomCapacity = z.infer<typeof meetingRoomCapacitySchema>;

export const meetingRoomSchema = z.object({
  name: z.string(),
  status: statusSchema.describe('Whether the room is listed on the channel'),
  size: z
    .object(comparedNumber)
    .nullable()
    .describe('Floor area in square feet, source versus channel'),
  capacities: z.array(meetingRoomCapacitySchema).describe('People per configuration'),
});
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;

export const meetingRoomsWidgetSchema = z
  .object({
    roomCount: z.object(comparedNumber).describe('Number of meeting rooms'),
    rooms: z.array(meetingRoomSchema),
  })
  .describe('Meeting rooms, source versus channel (hotel-chain views)');
export type MeetingRoomsWidget = z.infer<typeof meetingRoomsWidgetSchema>;
