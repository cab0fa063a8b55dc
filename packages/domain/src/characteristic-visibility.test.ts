import { describe, expect, it } from 'vitest';
import {
  displayCharacteristics,
  isCharacteristicShown,
  isMeetingRoomsWidgetShown,
  shortNameAsName,
  type ShownCharacteristic,
} from './characteristic-visibility.ts';

const row = (
  characteristicType: string,
  accuracy: number | null,
  priority: number | null = null,
  name = characteristicType,
): ShownCharacteristic => ({ characteristicType, name, accuracy, priority });

const normal = { hotelChainMode: false, channelName: 'Google' };
const chain = { hotelChainMode: true, channelName: 'Cvent' };
const chainOnGroups360 = { hotelChainMode: true, channelName: 'Groups 360' };

describe('isCharacteristicShown: "Characteristics shown are those with non-null accuracy."', () => {
  it('shows rows with an accuracy, including 0', () => {
    expect(isCharacteristicShown(row('PHONE', 0), normal)).toBe(true);
    expect(isCharacteristicShown(row('MEETING_ROOM_SIZE', 100), chain)).toBe(true);
  });

  it('hides rows with a null accuracy', () => {
    expect(isCharacteristicShown(row('PHONE', null), normal)).toBe(false);
    expect(isCharacteristicShown(row('PHONE', null), chainOnGroups360)).toBe(false);
  });

  it('"In hotel-chain mode, meeting-room ones with null accuracy are hidden"', () => {
    expect(isCharacteristicShown(row('MEETING_ROOMS_COUNT', null), chain)).toBe(false);
  });

  it('"except all are shown for the Groups360 channel"', () => {
    for (const type of ['MEETING_ROOMS_COUNT', 'MEETING_ROOM_CAPACITY', 'MEETING_ROOM_SIZE']) {
      expect(isCharacteristicShown(row(type, null), chainOnGroups360)).toBe(true);
    }
  });

  it('needs hotel-chain mode for the Groups360 exception', () => {
    const groups360 = { hotelChainMode: false, channelName: 'Groups360' };
    expect(isCharacteristicShown(row('MEETING_ROOM_SIZE', null), groups360)).toBe(false);
  });
});

describe("shortNameAsName: \"A 'Short name' characteristic is shown as 'Name' if no Name exists.\"", () => {
  it('shows Short name as Name when there is no Name', () => {
    const list = [row('SHORT_NAME', 100, 1, 'Short name'), row('PHONE', 50, 2, 'Phone')];
    expect(shortNameAsName(list).map((c) => c.name)).toEqual(['Name', 'Phone']);
    expect(shortNameAsName(list)[0]?.characteristicType).toBe('SHORT_NAME');
  });

  it('keeps Short name when a Name exists', () => {
    const list = [row('NAME', 100, 0, 'Name'), row('SHORT_NAME', 100, 1, 'Short name')];
    expect(shortNameAsName(list).map((c) => c.name)).toEqual(['Name', 'Short name']);
  });
});

describe('displayCharacteristics', () => {
  it('filters, relabels and sorts by priority with nulls last', () => {
    const list = [
      row('PHOTOS', 80, null, 'Photos'),
      row('NAME', null, 0, 'Name'),
      row('SHORT_NAME', 100, 1, 'Short name'),
      row('ADDRESS', 0, 2, 'Address'),
      row('FAX', null, 3, 'Fax'),
    ];
    // The Name row is hidden (null accuracy), so Short name stands in for it.
    expect(displayCharacteristics(list, normal).map((c) => c.name)).toEqual([
      'Name',
      'Address',
      'Photos',
    ]);
  });
});

describe('isMeetingRoomsWidgetShown: meeting rooms are hidden when null, except on Groups360', () => {
  const rooms = [row('NAME', 100), row('MEETING_ROOMS_COUNT', 100)];
  const unscored = [row('NAME', 100), row('MEETING_ROOMS_COUNT', null)];

  it('is a hotel-chain widget only', () => {
    expect(isMeetingRoomsWidgetShown(rooms, normal)).toBe(false);
  });

  it('shows when the channel scored a meeting-room characteristic', () => {
    expect(isMeetingRoomsWidgetShown(rooms, chain)).toBe(true);
  });

  it('hides when no meeting-room characteristic was scored', () => {
    expect(isMeetingRoomsWidgetShown(unscored, chain)).toBe(false);
    expect(isMeetingRoomsWidgetShown([row('NAME', 100)], chain)).toBe(false);
  });

  it('always shows on Groups360', () => {
    expect(isMeetingRoomsWidgetShown([], chainOnGroups360)).toBe(true);
  });
});
