import { CHARACTERISTIC_LABELS, isMeetingRoomCharacteristic } from './characteristics.ts';
import { isGroups360Channel } from './channels.ts';
import { sortByPriority } from './priority-order.ts';

/** The fields of an audit characteristic row that decide whether and how it is shown. */
export type ShownCharacteristic = {
  characteristicType: string;
  name: string;
  accuracy: number | null;
  priority?: number | null;
};

export type CharacteristicDisplayContext = { hotelChainMode: boolean; channelName: string | null };

/**
 * "Characteristics shown are those with non-null accuracy. In hotel-chain mode, meeting-room ones
 * with null accuracy are hidden, except all are shown for the Groups360 channel." Read as: a null
 * accuracy hides a row, save a meeting-room row on Groups360 in hotel-chain mode, since Groups360
 * is the meeting channel whose room data the chain wants to see even when it is not scored.
 */
export function isCharacteristicShown(
  characteristic: ShownCharacteristic,
  context: CharacteristicDisplayContext,
): boolean {
  if (characteristic.accuracy != null) return true;
  return (
    context.hotelChainMode &&
    isMeetingRoomCharacteristic(characteristic.characteristicType) &&
    isGroups360Channel(context.channelName)
  );
}

/** "A 'Short name' characteristic is shown as 'Name' if no Name exists." */
export function shortNameAsName<T extends ShownCharacteristic>(characteristics: readonly T[]): T[] {
  if (characteristics.some((c) => c.characteristicType === 'NAME')) return [...characteristics];
  return characteristics.map((c) =>
    c.characteristicType === 'SHORT_NAME' ? { ...c, name: CHARACTERISTIC_LABELS.NAME } : c,
  );
}

/**
 * The characteristics as the audit widget lists them: visible ones, Short name standing in for a
 * missing Name among them, by priority with unprioritised ones last.
 */
export function displayCharacteristics<T extends ShownCharacteristic>(
  characteristics: readonly T[],
  context: CharacteristicDisplayContext,
): T[] {
  const shown = characteristics.filter((c) => isCharacteristicShown(c, context));
  return sortByPriority(shortNameAsName(shown));
}

/**
 * Whether the meeting-rooms widget is drawn. It exists in hotel-chain mode only, and follows the
 * rule for meeting-room rows above: shown when the channel scored a meeting-room characteristic,
 * and always on Groups360, where the room data matters even when nothing was scored. A channel
 * with no meeting-room results (a map, an OTA) would otherwise show a table of blanks.
 */
export function isMeetingRoomsWidgetShown(
  characteristics: readonly ShownCharacteristic[],
  context: CharacteristicDisplayContext,
): boolean {
  if (!context.hotelChainMode) return false;
  if (isGroups360Channel(context.channelName)) return true;
  return characteristics.some(
    (c) => isMeetingRoomCharacteristic(c.characteristicType) && c.accuracy != null,
  );
}
