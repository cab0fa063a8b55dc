import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  passwordRequestSchema,
  restoreRequestSchema,
} from './auth.ts';
import {
  confResponseSchema,
  credentialsResponseSchema,
  userRightsResponseSchema,
  type SessionUser,
} from './session.ts';

const user: SessionUser = {
  id: 7,
  email: 'anna@example.com',
  name: 'Anna Berg',
  role: 'USER',
  clientId: 2,
  clientName: 'Harbour Hotels',
};

describe('session', () => {
  it('answers the signed-in user, the admin right and the configuration', () => {
    expect(credentialsResponseSchema.parse({ user })).toEqual({ user });
    expect(z.encode(loginResponseSchema, { user })).toEqual({ user });
    expect(userRightsResponseSchema.parse({ admin: true })).toEqual({ admin: true });
    expect(userRightsResponseSchema.safeParse({ admin: false }).success).toBe(false);
    const offline = { loginPath: null, mapStyleUrl: null };
    expect(confResponseSchema.parse(offline)).toEqual(offline);
    const online = { loginPath: '/sso/login', mapStyleUrl: 'https://tiles.example/style.json' };
    expect(confResponseSchema.parse(online)).toEqual(online);
    // The web app hands the address to the map as it is: nothing but http(s) gets that far.
    expect(
      confResponseSchema.safeParse({ loginPath: null, mapStyleUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('names an unknown role', () => {
    expect(
      credentialsResponseSchema.safeParse({ user: { ...user, role: 'OWNER' } }).error?.issues[0]
        ?.path,
    ).toEqual(['user', 'role']);
  });
});

describe('sign-in calls', () => {
  it('takes email and password', () => {
    const login = { email: 'anna@example.com', password: 'correct horse' };
    expect(loginRequestSchema.parse(login)).toEqual(login);
    expect(
      loginRequestSchema.safeParse({ ...login, email: 'anna' }).error?.issues[0]?.path,
    ).toEqual(['email']);
    expect(
      loginRequestSchema.safeParse({ ...login, remember: true }).error?.issues[0]?.path,
    ).toEqual(['remember']);
    expect(restoreRequestSchema.parse({ email: 'anna@example.com' })).toEqual({
      email: 'anna@example.com',
    });
  });

  it('sets a password of at least 10 characters for restore or create', () => {
    const body = {
      userId: 7,
      token: 'd2f1c0b9a8e7f6d5c4b3a291',
      password: 'long enough!',
      purpose: 'restore',
    };
    expect(passwordRequestSchema.parse(body)).toEqual(body);
    expect(
      passwordRequestSchema.safeParse({ ...body, password: 'short' }).error?.issues[0],
    ).toMatchObject({ path: ['password'], message: 'Use at least 10 characters.' });
    expect(
      passwordRequestSchema.safeParse({ ...body, purpose: 'reset' }).error?.issues[0]?.path,
    ).toEqual(['purpose']);
  });
});
