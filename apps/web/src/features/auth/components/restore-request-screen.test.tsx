import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAuthRoute, serverError } from '../test-support/auth-test-kit.tsx';

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));

describe('RestoreRequestScreen', () => {
  it('checks the address before asking the server', () => {
    const sent = fakeServer({});
    renderAuthRoute('/login/restore');
    send();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not an email' } });
    send();
    expect(screen.getByText('Enter an email address like name@company.com.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('confirms in the same words whether or not the account exists', async () => {
    const sent = fakeServer({ 'POST /auth/restore': { status: 202 } });
    renderAuthRoute('/login/restore');
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: ' someone@hotel.example ' },
    });
    send();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(document.body.textContent).toContain(
      'If an account exists for someone@hotel.example, we have emailed a link',
    );
    expect(sent).toEqual([
      { method: 'POST', path: '/auth/restore', body: { email: 'someone@hotel.example' } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('puts a refusal that names the address under the field', async () => {
    fakeServer({
      'POST /auth/restore': serverError(400, 'email: Use at most 320 characters.', 'email'),
    });
    renderAuthRoute('/login/restore', { email: 'manager@demo.local' });
    send();
    expect(await screen.findByText('Use at most 320 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains the rate limit and keeps the form', async () => {
    fakeServer({
      'POST /auth/restore': serverError(429, 'Too many attempts. Please try again in 12 minutes.'),
    });
    renderAuthRoute('/login/restore', { email: 'manager@demo.local' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('manager@demo.local');
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please try again in 12 minutes.');
    expect(screen.getByRole('heading', { name: 'Restore your password' })).toBeTruthy();
  });
});
