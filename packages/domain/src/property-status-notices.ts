/** "Property status notices: CLOSED_TEMPORARY, CLOSED_PERMANENTLY, DEFLAGGING, REBRANDING." */
export const PROPERTY_STATUS_NOTICES = [
  'CLOSED_TEMPORARY',
  'CLOSED_PERMANENTLY',
  'DEFLAGGING',
  'REBRANDING',
] as const;
export type PropertyStatusNotice = (typeof PROPERTY_STATUS_NOTICES)[number];

export function isPropertyStatusNotice(value: string): value is PropertyStatusNotice {
  return (PROPERTY_STATUS_NOTICES as readonly string[]).includes(value);
}
