export const PROPERTY_TYPES = ['HOTEL', 'RESTAURANT', 'SPA'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}

export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  HOTEL: 'Hotel',
  RESTAURANT: 'Restaurant',
  SPA: 'Spa',
};

/** The type as people read it; an unknown value is shown as it came. */
export function propertyTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return isPropertyType(type) ? PROPERTY_TYPE_LABELS[type] : type;
}
