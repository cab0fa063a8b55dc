import { encodeFilterPath, type FilterSelection } from './url-filters.ts';

/**
 * Screens besides the widgets page whose filters follow their own path, as the widgets page's
 * follow `/`: `/opportunities_review/&view=1&site=104`.
 */
export const FILTERED_SCREENS = ['/opportunities_review'] as const;

/** The screen a path belongs to ('' for the widgets page) and its filter part (`/` or `/&...`). */
export function splitFilterPath(pathname: string): { screen: string; filterPath: string } {
  const screen = FILTERED_SCREENS.find(
    (base) => pathname === base || pathname.startsWith(`${base}/`),
  );
  if (!screen) return { screen: '', filterPath: pathname };
  const rest = pathname.slice(screen.length);
  return { screen, filterPath: rest === '' ? '/' : rest };
}

/** The path of `screen` ('' for the widgets page) filtered by `selection`. */
export function filterScreenPath(screen: string, selection: FilterSelection): string {
  return `${screen}${encodeFilterPath(selection)}`;
}
