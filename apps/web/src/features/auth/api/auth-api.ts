import { ACCOUNT_CALLS, CLIENT_SSO_CALLS, type PasswordPurpose } from '@lens/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, useApiMutation } from '../../../lib/use-api.ts';

/** Whether an emailed link still works; asked each time the link is opened. */
export const passwordLinkQuery = (userId: number, token: string, purpose: PasswordPurpose) =>
  apiQueryOptions(ACCOUNT_CALLS.checkPasswordLink, { body: { userId, token, purpose } }, 0);

/** A used or expired link answers an error the page shows at once, so it is not asked again. */
export function usePasswordLink(
  userId: number,
  token: string,
  purpose: PasswordPurpose,
  enabled: boolean,
) {
  return useQuery({ ...passwordLinkQuery(userId, token, purpose), enabled, retry: false });
}

export const useLogin = () => useApiMutation(ACCOUNT_CALLS.login);
export const useLookupSso = () => useApiMutation(CLIENT_SSO_CALLS.lookupSso);
export const useRequestPasswordRestore = () => useApiMutation(ACCOUNT_CALLS.requestPasswordRestore);
export const useSetPassword = () => useApiMutation(ACCOUNT_CALLS.setPassword);
