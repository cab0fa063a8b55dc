import type { ConnectorKind, ConnectorSchedule } from '@lens/contracts';

export const KIND_LABELS: Record<ConnectorKind, string> = {
  NONE: 'None',
  SCHEMA_ORG: 'schema.org page',
  PLACES_DETAILS: 'Places details API',
};

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export function scheduleText(schedule: ConnectorSchedule): string {
  if (schedule.frequency === 'OFF') return 'Off';
  if (schedule.frequency === 'DAILY') return `Daily at ${schedule.time} UTC`;
  return `${WEEKDAYS[schedule.weekday ?? 0]}s at ${schedule.time} UTC`;
}
