import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAuthRoute, serverError } from '../test-support/auth-test-kit.tsx';

const TOKEN = 'Q2xlYW4tdG9rZW4tZm9yLXRlc3Rz';
const RESTORE_LINK = `/login/restore/user/7/token/${TOKEN}`;

const LINK_OK = { 'POST /auth/password/check': { status: 204 } };

/** Opens a link and waits for its check, which comes before the form. */
async function openLink(path: string) {
  const rendered = renderAuthRoute(path);
  await screen.findByLabelText('New password');
  return rendered;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const save = (name = 'Set new password') => fireEvent.click(screen.getByRole('button', { name }));

describe('SetPasswordScreen', () => {
  it('counts down to the minimum length as the password is typed', async () => {
    fakeServer(LINK_OK);
    await openLink(RESTORE_LINK);
    const hint = () => screen.getByText(/At least 10 characters/);
    expect(hint().textContent).toBe('At least 10 characters');
    type('New password', 'short');
    expect(hint().textContent).toBe('At least 10 characters (5 more)');
    expect(hint().closest('[data-met]')?.getAttribute('data-met')).toBe('false');
    type('New password', 'long-enough-now');
    expect(hint().textContent).toBe('At least 10 characters');
    expect(hint().closest('[data-met]')?.getAttribute('data-met')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toBe(
      hint().closest('[id]')?.id,
    );
  });

  it('refuses a short password and a confirmation that differs, without calling the server', async () => {
    const sent = fakeServer(LINK_OK);
    await openLink(RESTORE_LINK);
    type('New password', 'too-short');
    save();
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Enter the new password again.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    type('New password', 'a-good-long-password');
    type('Confirm new password', 'a-good-long-passw0rd');
    save();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm new password'));
    expect(sent.map((request) => request.path)).toEqual(['/auth/password/check']);
  });

  it('clears the mismatch as soon as the fields agree, and says they do', async () => {
    fakeServer({ ...LINK_OK, 'POST /auth/password': { status: 204 } });
    await openLink(RESTORE_LINK);
    type('New password', 'a-good-long-password');
    type('Confirm new password', 'a-good');
    fireEvent.blur(screen.getByLabelText('Confirm new password'));
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
    save();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    type('Confirm new password', 'a-good-long-password');
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
    expect(screen.getByText('The passwords match')).toBeTruthy();
  });

  it('sets the password and sends the user to sign in with a notice', async () => {
    const sent = fakeServer({ ...LINK_OK, 'POST /auth/password': { status: 204 } });
    const { router } = await openLink(RESTORE_LINK);
    type('New password', 'a-good-long-password');
    type('Confirm new password', 'a-good-long-password');
    save();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been set. Sign in with it.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/auth/password/check',
        body: { userId: 7, token: TOKEN, purpose: 'restore' },
      },
      {
        method: 'POST',
        path: '/auth/password',
        body: { userId: 7, token: TOKEN, password: 'a-good-long-password', purpose: 'restore' },
      },
    ]);
  });

  it('creates the password from a create link', async () => {
    const sent = fakeServer({ ...LINK_OK, 'POST /auth/password': { status: 204 } });
    await openLink(`/login/create/user/12/token/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Create your password' })).toBeTruthy();
    type('New password', 'my-first-password');
    type('Confirm new password', 'my-first-password');
    save('Create password');
    await screen.findByRole('status');
    expect(sent[1]?.body).toMatchObject({ userId: 12, purpose: 'create' });
  });

  it('goes to the expired screen when the link was used or has expired', async () => {
    fakeServer({
      ...LINK_OK,
      'POST /auth/password': serverError(410, 'This link has expired or has already been used.'),
    });
    const { router } = await openLink(RESTORE_LINK);
    type('New password', 'a-good-long-password');
    type('Confirm new password', 'a-good-long-password');
    save();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/restore/expired');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/login/restore',
    );
  });

  it('treats a link the server cannot read as expired too', async () => {
    fakeServer({
      ...LINK_OK,
      'POST /auth/password': serverError(400, 'token: Too small', 'token'),
    });
    await openLink('/login/restore/user/7/token/cut-short');
    type('New password', 'a-good-long-password');
    type('Confirm new password', 'a-good-long-password');
    save();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
  });

  it('does not offer the form for a link without a valid user id', () => {
    fakeServer({});
    renderAuthRoute(`/login/restore/user/abc/token/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeTruthy();
  });

  it('puts a refusal of the password under the password field', async () => {
    fakeServer({
      ...LINK_OK,
      'POST /auth/password': serverError(400, 'password: Use at most 256 characters.', 'password'),
    });
    await openLink(RESTORE_LINK);
    type('New password', 'a-good-long-password');
    type('Confirm new password', 'a-good-long-password');
    save();
    expect(await screen.findByText('Use at most 256 characters.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message for other failures and keeps the form", async () => {
    fakeServer({ ...LINK_OK, 'POST /auth/password': serverError(503, 'Database unavailable') });
    await openLink(RESTORE_LINK);
    type('New password', 'a-good-long-password');
    type('Confirm new password', 'a-good-long-password');
    save();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ListingLens is not available right now.',
    );
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });

  it('checks the link first and shows the expired page before any password is typed', async () => {
    const sent = fakeServer({
      'POST /auth/password/check': serverError(
        410,
        'This link has expired or has already been used.',
      ),
    });
    const { router } = renderAuthRoute(RESTORE_LINK);
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/restore/expired');
    expect(sent.map((request) => request.path)).toEqual(['/auth/password/check']);
  });

  it('still offers the form when the check itself fails, and saving says why', async () => {
    fakeServer({ 'POST /auth/password/check': serverError(503, 'Database unavailable') });
    await openLink(RESTORE_LINK);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });
});
