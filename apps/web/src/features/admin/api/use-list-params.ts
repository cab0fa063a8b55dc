import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search, page and filters, kept in the URL's query string: the back button, a reload
 * or a shared link all show the same page of the same list.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>, keepPage = false) =>
      setParams(
        (before) => {
          const next = new URLSearchParams(before);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          // Another search or filter shows another list, which starts on its first page.
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return useMemo(
    () => ({
      search: params.get('q') ?? '',
      page,
      get: (name: string) => params.get(name),
      /** A positive integer parameter, or undefined. */
      id: (name: string) => {
        const value = Number(params.get(name));
        return Number.isSafeInteger(value) && value > 0 ? value : undefined;
      },
      setSearch: (search: string) => update({ q: search.trim() || null }),
      setPage: (next: number) => update({ page: next > 1 ? next : null }, true),
      set: update,
      /** The query string to come back to the list as it was. */
      queryString: params.toString() ? `?${params.toString()}` : '',
    }),
    [params, page, update],
  );
}
