/**
 * When a channel connector runs by itself: daily or weekly at a time of day, in UTC. Times are
 * 'HH:MM'; weekday 0 = Monday ... 6 = Sunday.
 */
export interface ConnectorTimetable {
  frequency: 'OFF' | 'DAILY' | 'WEEKLY';
  time: string;
  weekday: number | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** The latest scheduled start at or before `now`, or null when the schedule is off. */
export function lastScheduledStart(timetable: ConnectorTimetable, now: Date): Date | null {
  if (timetable.frequency === 'OFF') return null;
  const [hours, minutes] = timetable.time.split(':').map(Number) as [number, number];
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes),
  );
  if (start > now) start.setTime(start.getTime() - DAY_MS);
  if (timetable.frequency === 'WEEKLY') {
    const mondayFirst = (start.getUTCDay() + 6) % 7;
    const back = (mondayFirst - (timetable.weekday ?? 0) + 7) % 7;
    start.setTime(start.getTime() - back * DAY_MS);
  }
  return start;
}

/** The next scheduled start after `now`, or null when the schedule is off. */
export function nextScheduledStart(timetable: ConnectorTimetable, now: Date): Date | null {
  const last = lastScheduledStart(timetable, now);
  if (!last) return null;
  return new Date(last.getTime() + (timetable.frequency === 'WEEKLY' ? 7 : 1) * DAY_MS);
}

/**
 * Whether a scheduled run is due: a scheduled start has passed since the last scheduled run was
 * queued and since the schedule was saved (saving a time already past today waits for the next).
 */
export function scheduledRunDue(
  timetable: ConnectorTimetable,
  now: Date,
  lastScheduledRun: Date | null,
  savedAt: Date,
): boolean {
  const start = lastScheduledStart(timetable, now);
  if (!start || start <= savedAt) return false;
  return lastScheduledRun === null || lastScheduledRun < start;
}
