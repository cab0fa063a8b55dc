import { calendarDateProblem, defaultDateRange } from './date-range.ts';
import {
  isUrlFilterName,
  LIST_FILTER_NAMES,
  type ListFilterName,
  type UrlFilterName,
} from './filter-names.ts';

/**
 * A filter selection as the widgets page URL carries it (docs/product-rules.md, "Filters"):
 * `/&startDate=2026-10-23&endDate=2026-11-22&view=3&property=12,14`.
 * List filters hold integer ids, except property_type, which may hold names such as HOTEL.
 */
export type IdFilterName = Exclude<ListFilterName, 'property_type'>;
export type FilterSelection = {
  startDate?: string;
  endDate?: string;
  property_type?: string[];
} & { [K in IdFilterName]?: number[] };

export type FilterValidation =
  { ok: true; selection: FilterSelection } | { ok: false; name: string | null; message: string };

const ID_LIST_PATTERN = /^\d+(,\d+)*$/;

/** Ids are PostgreSQL integers from 1: 0 or 2^31 can name nothing and must not reach a query. */
export const MAX_ID = 2_147_483_647;

function isStoredId(text: string): boolean {
  const id = Number(text);
  return id >= 1 && id <= MAX_ID;
}
const TOKEN_LIST_PATTERN = /^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/;

/**
 * Checks one filter date: a calendar date written YYYY-MM-DD (so 2026-02-30 fails, not only a day
 * outside 1-31) and, when `today` (YYYY-MM-DD) is given, not after today. Returns the reason it
 * fails, or null.
 */
export function dateProblem(value: string, today?: string): string | null {
  const problem = calendarDateProblem(value);
  if (problem) return problem;
  if (today !== undefined && value > today) return 'is in the future';
  return null;
}

/** Checks one `name=value` pair of a filter URL or query; returns the reason it fails, or null. */
export function filterValueProblem(name: string, value: string, today?: string): string | null {
  if (!isUrlFilterName(name)) return 'is not a known filter';
  if (name === 'startDate' || name === 'endDate') return dateProblem(value, today);
  if (name === 'property_type') {
    return TOKEN_LIST_PATTERN.test(value) ? null : 'must be a comma-separated list of names';
  }
  if (!ID_LIST_PATTERN.test(value)) return 'must be a comma-separated list of integers';
  return value.split(',').every(isStoredId)
    ? null
    : `must hold ids from 1 to ${MAX_ID.toLocaleString('en-US')}`;
}

/** `name=value&name=value` in a canonical order: dates first, then the datasets' order. */
export function encodeFilterQuery(selection: FilterSelection): string {
  const parts: string[] = [];
  if (selection.startDate) parts.push(`startDate=${selection.startDate}`);
  if (selection.endDate) parts.push(`endDate=${selection.endDate}`);
  for (const name of LIST_FILTER_NAMES) {
    const values = selection[name];
    if (values && values.length > 0) parts.push(`${name}=${values.join(',')}`);
  }
  return parts.join('&');
}

/** The widgets-page path: `/` for an empty selection, otherwise `/&` and the query. */
export function encodeFilterPath(selection: FilterSelection): string {
  const query = encodeFilterQuery(selection);
  return query === '' ? '/' : `/&${query}`;
}

/**
 * Parses `name=value` pairs into a selection, validating each (docs/product-rules.md, "Filters").
 * Used for the URL path (after its leading `/&`) and for API query strings.
 */
export function decodeFilterPairs(
  pairs: ReadonlyArray<readonly [string, string]>,
  today?: string,
): FilterValidation {
  const selection: FilterSelection = {};
  const seen = new Set<string>();
  for (const [name, value] of pairs) {
    if (seen.has(name)) return { ok: false, name, message: `${name} is given more than once` };
    seen.add(name);
    const problem = filterValueProblem(name, value, today);
    if (problem) return { ok: false, name, message: `${name} ${problem}` };
    assign(selection, name as UrlFilterName, value);
  }
  if (selection.startDate && selection.endDate && selection.startDate > selection.endDate) {
    return { ok: false, name: 'startDate', message: 'startDate is after endDate' };
  }
  return { ok: true, selection };
}

/**
 * Decodes and validates a widgets-page path. `/` alone is the empty selection; any other path must
 * begin with `/&`. `today` (YYYY-MM-DD) rejects dates in the future.
 */
export function decodeFilterPath(path: string, today?: string): FilterValidation {
  if (path === '/' || path === '') return { ok: true, selection: {} };
  if (!path.startsWith('/&'))
    return { ok: false, name: null, message: 'The path must begin with /&' };
  const pairs: Array<[string, string]> = [];
  for (const segment of path.slice(2).split('&')) {
    const eq = segment.indexOf('=');
    if (eq <= 0 || eq === segment.length - 1) {
      return { ok: false, name: null, message: `"${segment}" is not a name=value pair` };
    }
    const name = safeDecode(segment.slice(0, eq));
    const value = safeDecode(segment.slice(eq + 1));
    if (name === null || value === null) {
      return { ok: false, name: null, message: `"${segment}" has a malformed escape` };
    }
    pairs.push([name, value]);
  }
  return decodeFilterPairs(pairs, today);
}

/** The selection a widgets-page path carries, dates defaulted; an invalid path selects nothing. */
export function pathSelection(path: string, today: string): FilterSelection {
  const decoded = decodeFilterPath(path, today);
  return { ...defaultDateRange(today), ...(decoded.ok ? decoded.selection : {}) };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function assign(selection: FilterSelection, name: UrlFilterName, value: string): void {
  if (name === 'startDate' || name === 'endDate') selection[name] = value;
  else if (name === 'property_type') selection.property_type = value.split(',');
  else selection[name] = value.split(',').map(Number);
}
