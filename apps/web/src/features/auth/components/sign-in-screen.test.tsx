import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credentialsQuery } from '../../../api/session.ts';
import { rememberTarget } from '../../../app/guards.ts';
import { fakeServer, renderAuthRoute, serverError } from '../test-support/auth-test-kit.tsx';

const MANAGER = {
  id: 2,
  email: 'manager@demo.local',
  name: 'Marco Bellini',
  role: 'USER',
  clientId: 1,
  clientName: 'Meridian Hospitality Group',
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('SignInScreen', () => {
  it('asks for both fields before sending anything, and focuses the first one missing', () => {
    const sent = fakeServer({});
    renderAuthRoute('/login');
    submit();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(sent).toEqual([]);
  });

  it('rejects a malformed address and clears the mark when it is edited', () => {
    const sent = fakeServer({});
    renderAuthRoute('/login');
    fill('Email', 'marco@');
    fill('Password', 'demo-manager');
    submit();
    expect(screen.getByText('Enter an email address like name@company.com.')).toBeTruthy();
    expect(sent).toEqual([]);
    fill('Email', 'marco@demo.local');
    expect(screen.queryByText('Enter an email address like name@company.com.')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a refusal that names a field under that field, not above the form', async () => {
    fakeServer({
      'POST /auth/login': serverError(400, 'password: Use at most 256 characters.', 'password'),
    });
    renderAuthRoute('/login');
    fill('Email', 'manager@demo.local');
    fill('Password', 'demo-manager');
    submit();
    expect(await screen.findByText('Use at most 256 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message for a wrong password in an alert and stays on the form", async () => {
    fakeServer({ 'POST /auth/login': serverError(401, 'Email or password is incorrect.') });
    const { router } = renderAuthRoute('/login');
    fill('Email', 'manager@demo.local');
    fill('Password', 'not-the-password');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Email or password is incorrect.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('explains the rate limit with the wait the server gives', async () => {
    fakeServer({
      'POST /auth/login': serverError(429, 'Too many attempts. Please try again in 5 minutes.'),
    });
    renderAuthRoute('/login');
    fill('Email', 'manager@demo.local');
    fill('Password', 'guess');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts');
    expect(alert.textContent).toContain('we pause after several attempts');
    expect(alert.textContent).toContain('Please try again in 5 minutes.');
  });

  it("says the account is locked and for how long, in the server's words", async () => {
    fakeServer({
      'POST /auth/login': serverError(
        429,
        'Too many failed sign-ins for this account. Try again in 2 minutes.',
      ),
    });
    const { router } = renderAuthRoute('/login');
    fill('Email', 'manager@demo.local');
    fill('Password', 'demo-manager');
    submit();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Too many failed sign-ins for this account. Try again in 2 minutes.'),
    ).toBeTruthy();
    expect(alert.textContent).not.toContain('we pause after several attempts');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs in with the trimmed address and returns to the remembered page', async () => {
    const sent = fakeServer({ 'POST /auth/login': { status: 200, body: { user: MANAGER } } });
    rememberTarget('/&site=104,107');
    const { router, queryClient } = renderAuthRoute('/login');
    // The signed-out answer the sign-in page was opened with.
    queryClient.setQueryData([...credentialsQuery.queryKey], { user: null });
    fill('Email', '  manager@demo.local ');
    fill('Password', 'demo-manager');
    submit();
    expect(await screen.findByText('Now at /&site=104,107')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/auth/login',
        body: { email: 'manager@demo.local', password: 'demo-manager' },
      },
    ]);
    expect(queryClient.getQueryState(credentialsQuery.queryKey)?.isInvalidated).toBe(true);
    expect(router.state.location.pathname).toBe('/&site=104,107');
  });

  it('goes to / when no page was remembered', async () => {
    fakeServer({ 'POST /auth/login': { status: 200, body: { user: MANAGER } } });
    renderAuthRoute('/login');
    fill('Email', 'manager@demo.local');
    fill('Password', 'demo-manager');
    submit();
    expect(await screen.findByText('Now at /')).toBeTruthy();
  });

  it('shows and hides the password', () => {
    fakeServer({});
    renderAuthRoute('/login');
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('says so after a password was set, and links to the restore screen with the address', async () => {
    fakeServer({});
    const { router } = renderAuthRoute('/login', { notice: 'password-set' });
    expect(screen.getByRole('status').textContent).toBe(
      'Your password has been set. Sign in with it.',
    );
    fill('Email', 'manager@demo.local');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/restore'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('manager@demo.local');
  });
});
