export const PROPERTY_TYPES = ['HOTEL', 'RESTAURANT', 'SPA'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}
