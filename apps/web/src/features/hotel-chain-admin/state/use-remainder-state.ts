import {
  formatRemainder,
  parseRemainder,
  restoreRemainder,
  splitRemainder,
  withRemainder,
  type RemainderValues,
} from '@lens/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

const STORAGE_PREFIX = 'lens.remainder:';

/**
 * A screen's state (filters, page) kept in its path remainder, `/&name=value...` (docs/product-rules.md,
 * "Routes and page levels"). The last remainder of each screen is remembered for the tab; arriving without one (a menu
 * link, a tab) re-appends it.
 */
export function useRemainderState() {
  const location = useLocation();
  const navigate = useNavigate();
  const { base, remainder } = splitRemainder(location.pathname);
  const storageKey = `${STORAGE_PREFIX}${base}`;

  useEffect(() => {
    if (remainder) {
      sessionStorage.setItem(storageKey, remainder);
      return;
    }
    const target = restoreRemainder(location.pathname, sessionStorage.getItem(storageKey));
    if (target) void navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [remainder, storageKey, location.pathname, location.search, location.hash, navigate]);

  // While the remembered remainder is being put back, the screen already shows its state.
  const effective = remainder || sessionStorage.getItem(storageKey) || '';
  const values = useMemo(() => parseRemainder(effective), [effective]);

  const update = useCallback(
    (next: RemainderValues) => {
      const formatted = formatRemainder(next);
      // Clearing every filter is a choice, not a lost remainder: nothing is put back.
      if (!formatted) sessionStorage.removeItem(storageKey);
      void navigate(withRemainder(base, formatted), { replace: true });
    },
    [base, storageKey, navigate],
  );

  return { values, update, base };
}
