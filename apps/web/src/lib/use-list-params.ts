import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

type Changes = Record<string, string | number | null | undefined>;

/** A positive whole number, or undefined: hand-edited or stale links must not break a screen. */
function positiveInteger(raw: string | null) {
  const value = Number(raw);
  return raw !== null && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * A list's search, page and filters, kept in the URL's query string: the back button, a reload
 * or a shared link all show the same page of the same list. Only the query string is touched, so
 * a hash in the same URL stays as it is.
 */
export function useListParams() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The address as last written: a second change made before the screen has drawn the first (a
  // filter picked right after the typed search was written) builds on it instead of undoing it.
  const written = useRef({ search, hash });
  useLayoutEffect(() => {
    written.current = { search, hash };
  }, [search, hash]);

  const update = useCallback(
    (changes: Changes, keepPage = false) => {
      const next = new URLSearchParams(written.current.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      // Another search or filter shows another list, which starts on its first page.
      if (!keepPage) next.delete('page');
      const query = next.toString();
      written.current = { search: query ? `?${query}` : '', hash: written.current.hash };
      // Each choice is not a step worth going back to.
      void navigate(written.current, { replace: true });
    },
    [navigate],
  );

  return useMemo(() => {
    const pageOf = (name: string) => positiveInteger(params.get(name)) ?? 1;
    return {
      search: params.get('q') ?? '',
      page: pageOf('page'),
      /** A page number kept under another name, for a screen with a second pager. */
      pageOf,
      get: (name: string) => params.get(name),
      /** A positive integer parameter, or undefined. */
      id: (name: string) => positiveInteger(params.get(name)),
      /** One of `allowed`, or undefined when the parameter is missing or unknown. */
      oneOf: <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
        const value = params.get(name);
        return allowed.find((option) => option === value);
      },
      setSearch: (text: string) => update({ q: text.trim() || null }),
      setPage: (next: number, name = 'page') => update({ [name]: next > 1 ? next : null }, true),
      set: update,
      /** The query string to come back to the list as it was. */
      queryString: params.toString() ? `?${params.toString()}` : '',
    };
  }, [params, update]);
}
