/** A page asked for by a list query (pages count from 1). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** LIMIT and OFFSET of a page. */
export function limitOffset({ page, pageSize }: PageRequest): [limit: number, offset: number] {
  return [pageSize, (page - 1) * pageSize];
}

/**
 * An ILIKE pattern matching `search` anywhere, with its own % and _ taken literally; null when
 * there is nothing to search for.
 */
export function containsPattern(search: string | undefined): string | null {
  const text = search?.trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function pageOf<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return { items, total, page: request.page, pageSize: request.pageSize };
}
