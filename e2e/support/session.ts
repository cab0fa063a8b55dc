import type { APIRequestContext, BrowserContext } from 'playwright-core';

/** Demo logins of the seeded portfolio (README). */
export const DEMO = {
  admin: { email: 'admin@demo.local', password: 'demo-admin' },
  manager: { email: 'manager@demo.local', password: 'demo-manager' },
  chain: { email: 'chain@demo.local', password: 'demo-chain' },
  other: { email: 'other@demo.local', password: 'demo-other' },
} as const;

/** The CSRF header a signed-in request context sends with state-changing calls. */
export async function csrfHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await api.storageState();
  const csrf = cookies.find((cookie) => cookie.name === 'lens_csrf');
  return csrf ? { 'X-CSRF-Token': csrf.value } : {};
}

/**
 * Signs in through the API. The onboarding tour would lay its overlay over the first page a demo
 * user opens, so it is switched off unless a test is about the tours (`tours: 'fresh'` starts
 * from a history with nothing seen).
 */
export async function signInRequest(
  api: APIRequestContext,
  baseUrl: string,
  who: { email: string; password: string },
  { tours = 'off' }: { tours?: 'off' | 'fresh' } = {},
): Promise<void> {
  const response = await api.post(`${baseUrl}/auth/login`, { data: who });
  if (!response.ok())
    throw new Error(
      `Sign-in as ${who.email} failed: ${response.status()} ${await response.text()}`,
    );
  const history = { skipped: tours === 'off', seenHints: {}, visitedLevel: {} };
  const saved = await api.put(`${baseUrl}/dashboard/user/actions-history/save`, {
    data: { actionsHistoryJson: JSON.stringify(history) },
    headers: await csrfHeaders(api),
  });
  if (!saved.ok()) throw new Error(`Saving the tour history failed: ${saved.status()}`);
}

/**
 * Signs a browser context in through the API, for tests about what comes after signing in; the
 * sign-in screens have tests of their own that type into the form.
 */
export function signInContext(
  context: BrowserContext,
  baseUrl: string,
  who: { email: string; password: string },
  options: { tours?: 'off' | 'fresh' } = {},
): Promise<void> {
  return signInRequest(context.request, baseUrl, who, options);
}
