import { z } from 'zod';
import { closedObject } from './closed-object.ts';

/**
 * Pieces the administration payloads share. Messages are written for the form field they land
 * under: the web validates with these very schemas before sending, the server again on arrival.
 */

export const ADMIN_PAGE_SIZE = 25;
/** Large enough for the option lists of a form (a client's views), small enough to stay fast. */
export const MAX_ADMIN_PAGE_SIZE = 500;

/** A trimmed, required text: `what` completes "Enter ...". */
export function requiredText(what: string, max = 120) {
  return z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`);
}

/** The id of a choice made in a form (a select): missing or 0 means nothing was chosen. */
export function chosenId(what: string) {
  return z.int({ error: `Choose ${what}.` }).positive({ error: `Choose ${what}.` });
}

const EMAIL_ERROR = 'Enter a valid email address, e.g. name@company.com.';

/** Trimmed first: a space pasted around an address is no reason to refuse it. */
export const adminEmailSchema = z
  .string({ error: EMAIL_ERROR })
  .trim()
  .max(320, 'Use at most 320 characters.')
  .pipe(z.email({ error: EMAIL_ERROR }));

/** A list of ids picked in a form; repeats are harmless and dropped by the server. */
export function idListSchema(max: number) {
  return z
    .array(z.int().positive(), { error: 'must be a list of ids' })
    .max(max, `Choose at most ${max}.`);
}

const wholeNumber = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`);

const pageShape = {
  search: z
    .string()
    .trim()
    .max(200, 'Use at most 200 characters.')
    .optional()
    .describe('Text searched case-insensitively in names (and emails and codes where there are)'),
  page: wholeNumber('page').pipe(z.int().min(1, 'must be 1 or more')).default(1),
  pageSize: wholeNumber('pageSize')
    .pipe(z.int().min(1).max(MAX_ADMIN_PAGE_SIZE, `must be at most ${MAX_ADMIN_PAGE_SIZE}`))
    .default(ADMIN_PAGE_SIZE),
};

/** A list query: search, page (from 1) and page size, plus the list's own filters. */
export function pageQueryWith<const E extends z.core.$ZodShape>(extra: E) {
  return closedObject({ ...pageShape, ...extra });
}

/** One page of a list and where it sits in the whole. */
export function pageOf<T extends z.ZodType>(item: T, what: string) {
  return z
    .object({
      items: z.array(item),
      total: z.int().min(0).describe('Rows matching the search, on all pages'),
      page: z.int().min(1),
      pageSize: z.int().min(1),
    })
    .describe(what);
}

/** Comma-separated ids in a query string, e.g. `ids=3,17`. */
export const queryIdListSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be comma-separated ids')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(z.int().positive()).max(MAX_ADMIN_PAGE_SIZE));
