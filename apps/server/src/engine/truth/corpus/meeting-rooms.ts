import type { MeetingRoom } from '../../types.ts';
import type { TruthPair } from '../truth-pair.ts';

/*
 * Meeting rooms as venue platforms (Cvent, MeetingPackage, EventUp, Groups360, HotelPlanner)
 * render them: names in capitals or inverted, square feet converted back to square metres,
 * capacities per layout, rooms split into sections or left out; and GDS rate answers.
 */

const SQM_PER_SQFT = 0.09290304;

/** The area a platform shows in square feet, as the capture stores it (m²). */
function squareFeet(sqft: number): number {
  return sqft * SQM_PER_SQFT;
}

/** A four-room hotel: a ballroom, two salons and a boardroom. */
const FOUR_ROOMS: MeetingRoom[] = [
  {
    name: 'Grand Ballroom',
    areaSqm: 650,
    capacities: { THEATRE: 700, CLASSROOM: 380, BANQUET: 450 },
  },
  { name: 'Salon A', areaSqm: 120, capacities: { THEATRE: 110, CLASSROOM: 60, BOARDROOM: 30 } },
  { name: 'Salon B', areaSqm: 90, capacities: { THEATRE: 80, BOARDROOM: 24 } },
  { name: 'Boardroom', areaSqm: 45, capacities: { BOARDROOM: 14 } },
];

/** A conference hotel of ten rooms of one size. */
const TEN_ROOMS: MeetingRoom[] = Array.from({ length: 10 }, (_, i) => ({
  name: `Sala ${i + 1}`,
  areaSqm: 80,
  capacities: { THEATRE: 70, CLASSROOM: 40 },
}));

const TWO_ROOMS: MeetingRoom[] = [
  { name: 'Salon Vendôme', areaSqm: 140, capacities: { THEATRE: 120, BANQUET: 80 } },
  { name: 'Salon Opéra', areaSqm: 60, capacities: { BOARDROOM: 20, U_SHAPE: 18 } },
];

const [BALLROOM, SALON_A, SALON_B, BOARDROOM] = FOUR_ROOMS as [
  MeetingRoom,
  MeetingRoom,
  MeetingRoom,
  MeetingRoom,
];

/** The rooms with each name in capitals, as several platforms print them. */
const IN_CAPITALS = FOUR_ROOMS.map((room) => ({ ...room, name: room.name.toUpperCase() }));

const COUNT_PAIRS: TruthPair[] = [
  {
    id: 'rooms-count-us-capitals',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'US',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: { meetingRooms: IN_CAPITALS },
    expected: 'ACCURATE',
    reason: 'the same four rooms in capitals',
  },
  {
    id: 'rooms-count-ae-other-order',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'AE',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: { meetingRooms: [...FOUR_ROOMS].reverse() },
    expected: 'ACCURATE',
    reason: 'the same rooms listed in another order',
  },
  {
    id: 'rooms-count-nl-same-number',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'NL',
    channel: 'MeetingPackage',
    reference: { meetingRooms: TEN_ROOMS },
    listing: { meetingRooms: TEN_ROOMS.map((room, i) => ({ ...room, name: `Zaal ${i + 1}` })) },
    expected: 'ACCURATE',
    reason: 'ten rooms on both sides, named in Dutch on the platform',
  },
  {
    id: 'rooms-count-gb-boardroom-left-out',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'GB',
    channel: 'MeetingPackage',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: { meetingRooms: [BALLROOM, SALON_A, SALON_B] },
    expected: 'DISCREPANCY',
    reason: 'three of four rooms: the boardroom is to add, nothing misleads',
  },
  {
    id: 'rooms-count-de-one-of-two',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'DE',
    channel: 'Cvent',
    reference: { meetingRooms: TWO_ROOMS },
    listing: { meetingRooms: [TWO_ROOMS[0] as MeetingRoom] },
    expected: 'DISCREPANCY',
    reason: 'one room fewer of two: to add, not a knockout',
  },
  {
    id: 'rooms-count-ch-one-extra',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'CH',
    channel: 'EventUp',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [...TWO_ROOMS, { name: 'Terrasse', areaSqm: 100, capacities: {} }],
    },
    expected: 'DISCREPANCY',
    reason: 'the terrace listed as a third room: one room apart',
  },
  {
    id: 'rooms-count-es-nine-of-ten',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'ES',
    channel: 'Groups360',
    reference: { meetingRooms: TEN_ROOMS },
    listing: { meetingRooms: TEN_ROOMS.slice(0, 9) },
    expected: 'DISCREPANCY',
    reason: 'nine of ten rooms',
  },
  {
    id: 'rooms-count-it-half',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'IT',
    channel: 'Cvent',
    reference: { meetingRooms: TEN_ROOMS },
    listing: { meetingRooms: TEN_ROOMS.slice(0, 5) },
    expected: 'INACCURATE',
    reason: 'half the rooms: a planner would think the hotel too small',
  },
  {
    id: 'rooms-count-fr-sections-as-rooms',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'FR',
    channel: 'EventUp',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: [
        ...FOUR_ROOMS,
        ...['Ballroom 1', 'Ballroom 2', 'Ballroom 3', 'Salon A+B'].map((name) => ({
          name,
          capacities: {},
        })),
      ],
    },
    expected: 'INACCURATE',
    reason: 'eight rooms for a four-room hotel: the platform promises space there is not',
  },
  {
    id: 'rooms-count-ca-three-for-five',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'CA',
    channel: 'MeetingPackage',
    reference: {
      meetingRooms: [
        ...FOUR_ROOMS,
        { name: 'Rooftop Terrace', areaSqm: 200, capacities: { RECEPTION: 180 } },
      ],
    },
    listing: { meetingRooms: [BALLROOM, SALON_A, BOARDROOM] },
    expected: 'INACCURATE',
    reason: 'two of five rooms missing, 40% of the meeting space',
  },
  {
    id: 'rooms-count-jp-none',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'JP',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: { meetingRooms: [] },
    expected: 'ABSENTS',
    reason: 'the venue page lists no room',
  },
  {
    id: 'rooms-count-au-unknown-rooms',
    characteristic: 'MEETING_ROOMS_COUNT',
    country: 'AU',
    channel: 'HotelPlanner Groups',
    reference: {},
    listing: { meetingRooms: TWO_ROOMS },
    expected: 'AVAILABLE',
    reason: 'the platform lists rooms the reference does not know',
  },
];

const CAPACITY_PAIRS: TruthPair[] = [
  {
    id: 'rooms-capacity-us-same',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'US',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: { meetingRooms: IN_CAPITALS },
    expected: 'ACCURATE',
    reason: 'the same capacities under names in capitals',
  },
  {
    id: 'rooms-capacity-gb-rounded',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'GB',
    channel: 'MeetingPackage',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: [
        { ...BALLROOM, capacities: { THEATRE: 680, CLASSROOM: 380, BANQUET: 440 } },
        SALON_A,
        SALON_B,
        BOARDROOM,
      ],
    },
    expected: 'ACCURATE',
    reason: 'capacities rounded by the platform, within 10%',
  },
  {
    id: 'rooms-capacity-it-inverted-name',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'IT',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: [{ ...BALLROOM, name: 'Ballroom, Grand' }, SALON_A, SALON_B, BOARDROOM],
    },
    expected: 'ACCURATE',
    reason: 'the ballroom listed with its name inverted, same capacities',
  },
  {
    id: 'rooms-capacity-at-capitals-reordered',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'AT',
    channel: 'Groups360',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [...TWO_ROOMS]
        .reverse()
        .map((room) => ({ ...room, name: room.name.toUpperCase() })),
    },
    expected: 'ACCURATE',
    reason: 'the same rooms in capitals and in another order',
  },
  {
    id: 'rooms-capacity-de-ballroom-theatre-off',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'DE',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: [
        { ...BALLROOM, capacities: { THEATRE: 500, CLASSROOM: 380, BANQUET: 450 } },
        SALON_A,
        SALON_B,
        BOARDROOM,
      ],
    },
    expected: 'DISCREPANCY',
    reason: 'one layout of one room is off by 200 seats; the rest is right',
  },
  {
    id: 'rooms-capacity-fr-layout-left-out',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'FR',
    channel: 'EventUp',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        TWO_ROOMS[0] as MeetingRoom,
        { ...(TWO_ROOMS[1] as MeetingRoom), capacities: { BOARDROOM: 20 } },
      ],
    },
    expected: 'DISCREPANCY',
    reason: 'the U-shape layout of the small salon is not shown',
  },
  {
    id: 'rooms-capacity-ch-half-wrong',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'CH',
    channel: 'Cvent',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[0] as MeetingRoom), capacities: { THEATRE: 150, BANQUET: 100 } },
        TWO_ROOMS[1] as MeetingRoom,
      ],
    },
    expected: 'DISCREPANCY',
    reason: 'the large salon overstated by 25%, the small one right',
  },
  {
    id: 'rooms-capacity-es-stale-chart',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'ES',
    channel: 'Groups360',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: FOUR_ROOMS.map((room) => ({
        ...room,
        capacities: Object.fromEntries(
          Object.entries(room.capacities).map(([layout, seats]) => [layout, seats * 2]),
        ),
      })),
    },
    expected: 'INACCURATE',
    reason: 'every capacity doubled: a planner would book rooms too small for the group',
  },
  {
    id: 'rooms-capacity-pt-rooms-swapped',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'PT',
    channel: 'HotelPlanner Groups',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[0] as MeetingRoom), capacities: (TWO_ROOMS[1] as MeetingRoom).capacities },
        { ...(TWO_ROOMS[1] as MeetingRoom), capacities: (TWO_ROOMS[0] as MeetingRoom).capacities },
      ],
    },
    expected: 'INACCURATE',
    reason: "each salon shows the other's capacities",
  },
  {
    id: 'rooms-capacity-mx-not-a-number',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'MX',
    channel: 'Cvent',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[0] as MeetingRoom), capacities: { THEATRE: Number.NaN, BANQUET: 80 } },
        TWO_ROOMS[1] as MeetingRoom,
      ],
    },
    expected: 'AWAITING REVIEW',
    reason: 'a capacity the capture could not read ("TBD"): a person checks the page',
  },
  {
    id: 'rooms-capacity-jp-none-shown',
    characteristic: 'MEETING_ROOM_CAPACITY',
    country: 'JP',
    channel: 'Cvent',
    reference: { meetingRooms: TWO_ROOMS },
    listing: { meetingRooms: TWO_ROOMS.map((room) => ({ name: room.name, capacities: {} })) },
    expected: 'MISSING',
    reason: 'the rooms are listed without any capacity: figures to add, not wrong ones',
  },
];

const SIZE_PAIRS: TruthPair[] = [
  {
    id: 'rooms-size-us-square-feet',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'US',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: [
        { ...BALLROOM, areaSqm: squareFeet(6997) },
        { ...SALON_A, areaSqm: squareFeet(1292) },
        { ...SALON_B, areaSqm: squareFeet(969) },
        { ...BOARDROOM, areaSqm: squareFeet(484) },
      ],
    },
    expected: 'ACCURATE',
    reason: 'the same areas shown in square feet, rounded to the foot',
  },
  {
    id: 'rooms-size-ae-square-feet-rounded',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'AE',
    channel: 'Cvent',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[0] as MeetingRoom), areaSqm: squareFeet(1500) },
        { ...(TWO_ROOMS[1] as MeetingRoom), areaSqm: squareFeet(650) },
      ],
    },
    expected: 'ACCURATE',
    reason: 'square feet rounded to the nearest 50: within a few per cent',
  },
  {
    id: 'rooms-size-gb-same',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'GB',
    channel: 'MeetingPackage',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: { meetingRooms: IN_CAPITALS },
    expected: 'ACCURATE',
    reason: 'the same areas in m² under names in capitals',
  },
  {
    id: 'rooms-size-it-decimal',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'IT',
    channel: 'EventUp',
    reference: { meetingRooms: TEN_ROOMS },
    listing: { meetingRooms: TEN_ROOMS.map((room) => ({ ...room, areaSqm: 79.6 })) },
    expected: 'ACCURATE',
    reason: 'areas to one decimal of the same rooms',
  },
  {
    id: 'rooms-size-nl-reordered-names',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'NL',
    channel: 'Cvent',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[1] as MeetingRoom), name: 'Opéra Salon' },
        { ...(TWO_ROOMS[0] as MeetingRoom), name: 'Vendôme Salon' },
      ],
    },
    expected: 'ACCURATE',
    reason: 'the same rooms with the words of their names the other way round',
  },
  {
    id: 'rooms-size-de-salon-too-small',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'DE',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: [BALLROOM, { ...SALON_A, areaSqm: 90 }, SALON_B, BOARDROOM],
    },
    expected: 'DISCREPANCY',
    reason: 'one salon shown at 90 m² instead of 120; the others right',
  },
  {
    id: 'rooms-size-ca-half-wrong',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'CA',
    channel: 'Groups360',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[0] as MeetingRoom), areaSqm: 180 },
        TWO_ROOMS[1] as MeetingRoom,
      ],
    },
    expected: 'DISCREPANCY',
    reason: 'one of two rooms shown 30% larger',
  },
  {
    id: 'rooms-size-fr-square-feet-as-metres',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'FR',
    channel: 'EventUp',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[0] as MeetingRoom), areaSqm: 1507 },
        { ...(TWO_ROOMS[1] as MeetingRoom), areaSqm: 646 },
      ],
    },
    expected: 'INACCURATE',
    reason: 'the square-foot figures shown as m²: rooms ten times their size',
  },
  {
    id: 'rooms-size-au-all-overstated',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'AU',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: {
      meetingRooms: FOUR_ROOMS.map((room) => ({ ...room, areaSqm: (room.areaSqm ?? 0) * 1.3 })),
    },
    expected: 'INACCURATE',
    reason: 'every room 30% larger than it is',
  },
  {
    id: 'rooms-size-es-not-a-number',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'ES',
    channel: 'MeetingPackage',
    reference: { meetingRooms: TWO_ROOMS },
    listing: {
      meetingRooms: [
        { ...(TWO_ROOMS[0] as MeetingRoom), areaSqm: Number.NaN },
        TWO_ROOMS[1] as MeetingRoom,
      ],
    },
    expected: 'AWAITING REVIEW',
    reason: 'an area the capture could not read: a person checks the page',
  },
  {
    id: 'rooms-size-jp-none-shown',
    characteristic: 'MEETING_ROOM_SIZE',
    country: 'JP',
    channel: 'Cvent',
    reference: { meetingRooms: FOUR_ROOMS },
    listing: { meetingRooms: FOUR_ROOMS.map((room) => ({ ...room, areaSqm: null })) },
    expected: 'MISSING',
    reason: 'the rooms are listed without any area: figures to add, not wrong ones',
  },
];

const GDS_RATES_PAIRS: TruthPair[] = [
  {
    id: 'gds-rates-us-returned',
    characteristic: 'GDS_RATES',
    country: 'US',
    channel: 'Amadeus',
    reference: {},
    listing: { gdsRates: { returned: true, rateCount: 12 } },
    expected: 'RATES RETURNED',
    reason: 'twelve bookable rates came back',
  },
  {
    id: 'gds-rates-gb-not-returned',
    characteristic: 'GDS_RATES',
    country: 'GB',
    channel: 'Sabre',
    reference: {},
    listing: { gdsRates: { returned: false } },
    expected: 'RATES NOT RETURNED',
    reason: 'the rate request came back empty',
  },
  {
    id: 'gds-rates-fr-returned-but-empty',
    characteristic: 'GDS_RATES',
    country: 'FR',
    channel: 'Travelport Galileo',
    reference: {},
    listing: { gdsRates: { returned: true, rateCount: 0 } },
    expected: 'RATES NOT RETURNED',
    reason: 'an answer with no rate in it books nothing',
  },
  {
    id: 'gds-rates-de-returned-no-count',
    characteristic: 'GDS_RATES',
    country: 'DE',
    channel: 'Amadeus',
    reference: {},
    listing: { gdsRates: { returned: true } },
    expected: 'RATES RETURNED',
    reason: 'rates came back; the screen did not count them',
  },
  {
    id: 'gds-rates-jp-three',
    characteristic: 'GDS_RATES',
    country: 'JP',
    channel: 'Sabre',
    reference: {},
    listing: { gdsRates: { returned: true, rateCount: 3 } },
    expected: 'RATES RETURNED',
    reason: 'three bookable rates',
  },
  {
    id: 'gds-rates-it-none',
    characteristic: 'GDS_RATES',
    country: 'IT',
    channel: 'Travelport Worldspan',
    reference: {},
    listing: { gdsRates: { returned: false, rateCount: 0 } },
    expected: 'RATES NOT RETURNED',
    reason: 'no rate for the requested dates',
  },
  {
    id: 'gds-rates-es-one',
    characteristic: 'GDS_RATES',
    country: 'ES',
    channel: 'Amadeus',
    reference: {},
    listing: { gdsRates: { returned: true, rateCount: 1 } },
    expected: 'RATES RETURNED',
    reason: 'a single bookable rate is still an answer',
  },
  {
    id: 'gds-rates-mx-not-returned',
    characteristic: 'GDS_RATES',
    country: 'MX',
    channel: 'Sabre',
    reference: {},
    listing: { gdsRates: { returned: false } },
    expected: 'RATES NOT RETURNED',
    reason: 'the property did not answer the rate request',
  },
  {
    id: 'gds-rates-ae-many',
    characteristic: 'GDS_RATES',
    country: 'AE',
    channel: 'Travelport Galileo',
    reference: {},
    listing: { gdsRates: { returned: true, rateCount: 24 } },
    expected: 'RATES RETURNED',
    reason: 'a full rate answer',
  },
];

export const MEETING_ROOMS_PAIRS: TruthPair[] = [
  ...COUNT_PAIRS,
  ...CAPACITY_PAIRS,
  ...SIZE_PAIRS,
  ...GDS_RATES_PAIRS,
];
