import { ACCOUNT_CALLS } from '@lens/contracts';
import { callApi } from '../lib/api-client.ts';
import { apiQueryOptions } from '../lib/use-api.ts';

// The route guards ask these: silent, and a 401 is their answer (sign in), not the app-wide redirect.
const guarded = { silent: true, handlesUnauthorized: true } as const;

/** The signed-in user; the guards, the sign-in form and the admin area share this one entry. */
export const credentialsQuery = apiQueryOptions(ACCOUNT_CALLS.checkCredentials, guarded, 30_000);

/** Whether the user may open the admin area. */
export const userRightsQuery = apiQueryOptions(ACCOUNT_CALLS.checkUserRights, guarded, 30_000);

export const signOut = () => callApi(ACCOUNT_CALLS.logout, guarded);
