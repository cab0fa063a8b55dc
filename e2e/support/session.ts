import type { BrowserContext } from 'playwright-core';

/** Demo logins of the seeded portfolio (README). */
export const DEMO = {
  admin: { email: 'admin@demo.local', password: 'demo-admin' },
  manager: { email: 'manager@demo.local', password: 'demo-manager' },
  chain: { email: 'chain@demo.local', password: 'demo-chain' },
  other: { email: 'other@demo.local', password: 'demo-other' },
} as const;

/**
 * Signs a browser context in through the API, for tests about what comes after signing in; the
 * sign-in screens have tests of their own that type into the form.
 */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  who: { email: string; password: string },
): Promise<void> {
  const response = await context.request.post(`${baseUrl}/auth/login`, { data: who });
  if (!response.ok())
    throw new Error(
      `Sign-in as ${who.email} failed: ${response.status()} ${await response.text()}`,
    );
}
