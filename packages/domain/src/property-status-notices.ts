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

export const PROPERTY_STATUS_NOTICE_LABELS: Readonly<Record<PropertyStatusNotice, string>> = {
  CLOSED_TEMPORARY: 'Temporarily closed',
  CLOSED_PERMANENTLY: 'Permanently closed',
  DEFLAGGING: 'Deflagging',
  REBRANDING: 'Rebranding',
};

/**
 * How loudly a notice reads: a permanent closure makes every error moot (red); a brand change
 * in progress explains errors that will go away (yellow); a temporary closure is information.
 */
export const PROPERTY_STATUS_NOTICE_TONES: Readonly<
  Record<PropertyStatusNotice, 'red' | 'yellow' | 'gray'>
> = {
  CLOSED_TEMPORARY: 'gray',
  CLOSED_PERMANENTLY: 'red',
  DEFLAGGING: 'yellow',
  REBRANDING: 'yellow',
};

/** The notice as a list or an exported file shows it; empty for none. */
export function propertyStatusNoticeLabel(status: string | null | undefined): string {
  return status != null && isPropertyStatusNotice(status)
    ? PROPERTY_STATUS_NOTICE_LABELS[status]
    : '';
}
