import { ApiError } from '../../../lib/api-client.ts';

export interface AuthProblem {
  title?: string;
  message: string;
}

const GENERIC_LIMIT = /^Too many attempts\.\s*/i;

/**
 * What a failed account call tells the user: the server's own words for what they can fix (a
 * wrong password), plain advice for what they cannot (rate limit, outage, no network).
 */
export function describeAuthError(error: unknown): AuthProblem {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      // The server says how long to wait ("Please try again in 5 minutes."); keep that part. A
      // message of its own (a locked account) is shown as it is.
      const wait = error.message.replace(GENERIC_LIMIT, '');
      return {
        title: 'Too many attempts',
        message:
          wait === error.message
            ? error.message
            : `To protect your account, we pause after several attempts in a row. ${wait}`,
      };
    }
    if (error.status >= 500) {
      return {
        message: 'ListingLens is not available right now. Please try again in a few minutes.',
      };
    }
    return { message: error.message };
  }
  if (
    error instanceof TypeError ||
    (error instanceof DOMException && error.name === 'TimeoutError')
  ) {
    return { message: 'We could not reach ListingLens. Check your connection and try again.' };
  }
  return { message: 'Something went wrong. Please try again.' };
}

/** The emailed link cannot be used: already used, expired, superseded, or mangled in transit. */
export function isLinkGone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 410 ||
      (error.status === 400 && (error.field === 'userId' || error.field === 'token')))
  );
}

/** A refusal the server pins on one field: shown under that field rather than above the form. */
export function namesField(error: unknown): boolean {
  return error instanceof ApiError && !!error.field && error.status < 500;
}
