import type { AuditDetails } from '@lens/contracts';
import {
  FLAGGED_STATUS,
  isFlaggableStatus,
  type CharacteristicAdditionalData,
  type ModifiableItem,
} from '@lens/domain';

/** The widgets that flag matched items, each with its own Save changes. */
export type FlagWidget = 'general' | 'description' | 'amenities';

export interface FlagItem extends ModifiableItem {
  key: string;
  widgetName: FlagWidget;
}

/** Characteristics whose items are flagged in their own widget, item by item. */
const ITEMISED = new Set(['DESCRIPTION', 'AMENITIES']);

export function flagKey(widget: FlagWidget, charType: string, charValue: string): string {
  return `${widget}|${charType}|${charValue}`;
}

function item(
  widget: FlagWidget,
  charType: string,
  charValue: string,
  canCreateMatchedNote: boolean,
  flagged: boolean,
  additionalData?: CharacteristicAdditionalData | null,
): FlagItem {
  return {
    key: flagKey(widget, charType, charValue),
    widgetName: widget,
    characteristic: {
      charType,
      charValue,
      ...(additionalData ? { additionalData: pickAdditionalData(additionalData) } : {}),
    },
    // A result already flagged on the server reads as flagged and saved: it cannot be undone here.
    modified: flagged,
    savedModified: flagged,
    canCreateMatchedNote: canCreateMatchedNote && !flagged,
  };
}

/** The request body takes only these three fields; the answer may one day carry more. */
function pickAdditionalData({ type, value, code }: CharacteristicAdditionalData) {
  return Object.fromEntries(
    Object.entries({ type, value, code }).filter(([, v]) => v != null),
  ) as CharacteristicAdditionalData;
}

/**
 * Every matched item of an audit that the page can flag for modification: each characteristic of
 * the general widget (by the value the channel shows), each description language and each
 * amenity. Items that may not be flagged are kept too: the widgets ask each one whether it can
 * be toggled, by the domain rule.
 */
export function flagItemsOf(details: AuditDetails): FlagItem[] {
  const items: FlagItem[] = [];
  for (const row of details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos) {
    if (ITEMISED.has(row.characteristicType)) continue;
    const value = row.channelValue ?? row.sourceValue;
    if (!value) continue;
    items.push(
      item(
        'general',
        row.characteristicType,
        value,
        isFlaggableStatus(row.status),
        row.status === FLAGGED_STATUS,
        row.additionalData,
      ),
    );
  }
  for (const description of details.descriptionWidgetDashboardDto?.comparedDescriptions ?? []) {
    items.push(
      item(
        'description',
        'DESCRIPTION',
        description.language,
        description.canCreateMatchedNote,
        description.status === FLAGGED_STATUS,
      ),
    );
  }
  const amenities = details.amenitiesWidgetDashboardDto;
  for (const amenity of [
    ...(amenities?.present ?? []),
    ...(amenities?.missing ?? []),
    ...(amenities?.extra ?? []),
  ]) {
    items.push(
      item(
        'amenities',
        'AMENITIES',
        amenity.name,
        amenity.canCreateMatchedNote,
        amenity.status === FLAGGED_STATUS,
      ),
    );
  }
  return items;
}
