import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { describeAuthError, isLinkGone, namesField } from './auth-errors.ts';

describe('describeAuthError', () => {
  it("passes the server's words through for what the user can fix", () => {
    expect(
      describeAuthError(new ApiError(401, 'Email or password is incorrect.', null, {})),
    ).toEqual({ message: 'Email or password is incorrect.' });
  });

  it('explains a network failure and a timeout without jargon', () => {
    const offline = {
      message: 'We could not reach ListingLens. Check your connection and try again.',
    };
    expect(describeAuthError(new TypeError('Failed to fetch'))).toEqual(offline);
    expect(describeAuthError(new DOMException('timed out', 'TimeoutError'))).toEqual(offline);
  });

  it("shows a locked account's message as the server words it", () => {
    const locked = 'Too many failed sign-ins for this account. Try again in 2 minutes.';
    expect(describeAuthError(new ApiError(429, locked, null, {}))).toEqual({
      title: 'Too many attempts',
      message: locked,
    });
  });

  it('keeps the wait of a rate limit even if the wording changes', () => {
    expect(describeAuthError(new ApiError(429, 'Slow down.', null, {})).message).toContain(
      'Slow down.',
    );
  });
});

describe('isLinkGone', () => {
  it('covers used, expired and unreadable links, not other failures', () => {
    expect(isLinkGone(new ApiError(410, 'gone', null, {}))).toBe(true);
    expect(isLinkGone(new ApiError(400, 'token: Too small', 'token', {}))).toBe(true);
    expect(isLinkGone(new ApiError(400, 'password: Too small', 'password', {}))).toBe(false);
    expect(isLinkGone(new ApiError(503, 'down', null, {}))).toBe(false);
  });
});

describe('namesField', () => {
  it('takes a refusal of one field, not a failure of the whole call', () => {
    expect(namesField(new ApiError(400, 'password: Too long', 'password', {}))).toBe(true);
    expect(namesField(new ApiError(401, 'Email or password is incorrect.', null, {}))).toBe(false);
    expect(namesField(new ApiError(503, 'down', 'email', {}))).toBe(false);
  });
});
