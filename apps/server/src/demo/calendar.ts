const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM of a month `delta` months away from `month`. */
export function addMonths(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The `count` cycle months ending with the month of `endDate`, oldest first. */
export function cycleMonths(endDate: string, count: number): string[] {
  const last = endDate.slice(0, 7);
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(month: string): number {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return index === 1 && leap ? 29 : (DAYS[index] as number);
}

/** YYYY-MM-DD of a day of a month, clamped to the month's length. */
export function dayOf(month: string, day: number): string {
  return `${month}-${pad(Math.min(Math.max(1, day), daysInMonth(month)))}`;
}

/** The same day `months` months earlier (clamped to the shorter month's end). */
export function monthsBefore(date: string, months: number): string {
  return dayOf(addMonths(date.slice(0, 7), -months), Number(date.slice(8, 10)));
}

/** An ISO 8601 UTC time on `date`, `secondOfDay` seconds after midnight. */
export function timestamp(date: string, secondOfDay: number): string {
  const hours = Math.floor(secondOfDay / 3600);
  const minutes = Math.floor((secondOfDay % 3600) / 60);
  return `${date}T${pad(hours)}:${pad(minutes)}:${pad(secondOfDay % 60)}Z`;
}
