import { SSO_FAILURES } from '@lens/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAuthRoute, serverError } from '../test-support/auth-test-kit.tsx';

const NOT_SET_UP =
  'Single sign-on is not set up for this email address. Sign in with your password, or ask your administrator.';

describe('single sign-on from the sign-in screen', () => {
  it('offers single sign-on and carries the typed email over', async () => {
    fakeServer({});
    const { router } = renderAuthRoute('/login');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@meridian.example' } });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in with single sign-on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/sso'));
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe(
      'ana@meridian.example',
    );
  });

  it('checks the address, then sends the browser to the entry the server names', async () => {
    const sent = fakeServer({
      'POST /auth/sso/lookup': {
        status: 200,
        body: { path: '/sso/meridian?login_hint=ana%40meridian.example' },
      },
    });
    renderAuthRoute('/login/sso');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByLabelText('Work email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Work email'));
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Work email'), {
      target: { value: ' ana@meridian.example ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(window.location.href).toBe(
        `${window.location.origin}/sso/meridian?login_hint=ana%40meridian.example`,
      ),
    );
    expect(sent).toEqual([
      { method: 'POST', path: '/auth/sso/lookup', body: { email: 'ana@meridian.example' } },
    ]);
    expect(screen.getByRole('button', { name: 'Opening your company sign-in…' })).toBeTruthy();
  });

  it('says under the field when the address has no single sign-on', async () => {
    fakeServer({ 'POST /auth/sso/lookup': serverError(404, NOT_SET_UP, 'email') });
    renderAuthRoute('/login/sso');
    const field = screen.getByLabelText('Work email');
    fireEvent.change(field, { target: { value: 'someone@elsewhere.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(NOT_SET_UP)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'someone@meridian.example' } });
    expect(screen.queryByText(NOT_SET_UP)).toBeNull();
  });

  it('shows why a single sign-on came back to the sign-in screen', () => {
    fakeServer({});
    renderAuthRoute('/login?sso_error=wrong_client');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Single sign-on did not work');
    expect(alert.textContent).toContain(SSO_FAILURES.wrong_client);
  });

  it('ignores a failure code it does not know', () => {
    fakeServer({});
    renderAuthRoute('/login?sso_error=<script>');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
