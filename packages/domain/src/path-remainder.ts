/**
 * Hotel-chain admin: a path remainder starting with & is written back to the URL when it is
 * missing (docs/product-rules.md, "Routes and page levels"). Each screen keeps its state (filters, page) after its route as `&name=value`
 * pairs, the way the widgets page keeps filters: `/hilton_admin/manager_activity/&user=3&page=2`.
 * Coming back to the screen without them (a menu link, a tab) puts the last ones back.
 */

export type RemainderValues = Readonly<
  Record<string, string | number | boolean | null | undefined>
>;

/** The path before the remainder (no trailing slash) and the remainder from its `&`, or ''. */
export function splitRemainder(pathname: string): { base: string; remainder: string } {
  const at = pathname.indexOf('/&');
  const base = at < 0 ? pathname : pathname.slice(0, at);
  return {
    base: base.length > 1 ? base.replace(/\/+$/, '') : base,
    remainder: at < 0 ? '' : pathname.slice(at + 1),
  };
}

/** `&name=value&...` as a record; pairs without a name or value are dropped, the last one wins. */
export function parseRemainder(remainder: string): Record<string, string> {
  const values = new Map<string, string>();
  for (const pair of remainder.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const value = safeDecode(pair.slice(at + 1));
    if (value !== '') values.set(safeDecode(pair.slice(0, at)), value);
  }
  // fromEntries defines own properties, so a name such as __proto__ stays a plain key.
  return Object.fromEntries(values);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The remainder for `values` in their order; empty, null, undefined and false values are left out. */
export function formatRemainder(values: RemainderValues): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== false)
    .map(([name, value]) => `&${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('');
}

/** The screen's path with `remainder` after it. */
export function withRemainder(base: string, remainder: string): string {
  if (!remainder) return base;
  return `${base.replace(/\/+$/, '')}/${remainder.startsWith('&') ? remainder : `&${remainder}`}`;
}

/**
 * Where to go when `pathname` lost its remainder and `remembered` is the screen's last one; null
 * when nothing is missing.
 */
export function restoreRemainder(pathname: string, remembered: string | null): string | null {
  const { base, remainder } = splitRemainder(pathname);
  if (remainder || !remembered?.startsWith('&')) return null;
  return withRemainder(base, remembered);
}
