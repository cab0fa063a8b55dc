import type { ApiToken, CreatedApiToken } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { fakeRoutes } from '../../../test-support/fake-fetch.ts';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLogStore.setState({ messages: [] });
});

const TOKEN: ApiToken = {
  id: 5,
  name: 'Nightly BI export',
  prefix: 'lens_1a2b3c4d',
  scopes: ['read'],
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2026-11-02T09:00:00.000Z',
};
const SECRET = `lens_9f8e7d6c_${'s'.repeat(43)}`;
const CREATED: CreatedApiToken = {
  ...TOKEN,
  id: 6,
  name: 'Warehouse sync',
  prefix: 'lens_9f8e7d6c',
  expiresAt: null,
  secret: SECRET,
};

const listOf = (tokens: ApiToken[]) => () => ({ status: 200, body: { tokens, max: 20 } });

function renderPage(canImport = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsPage canImport={canImport} />
    </QueryClientProvider>,
  );
}

describe('the settings page', () => {
  it('lists tokens by prefix, scopes and dates, and links the API documentation', async () => {
    fakeRoutes({ 'GET /dashboard/user/api-tokens': listOf([TOKEN]) });
    renderPage();
    const row = await screen.findByTestId('token-row');
    expect(row.textContent).toContain('Nightly BI export');
    expect(row.textContent).toContain('lens_1a2b3c4d_…');
    expect(row.textContent).toContain('read');
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(screen.getByText(/1 of 20 in use/)).toBeTruthy();
    expect(screen.getByText(/Resetting your password revokes them all\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: /API documentation/ }).getAttribute('href')).toBe(
      '/docs',
    );
  });

  it('checks the form, creates a token and shows its secret once with a copy button', async () => {
    let tokens: ApiToken[] = [];
    const sent = fakeRoutes({
      'GET /dashboard/user/api-tokens': () => listOf(tokens)(),
      'POST /dashboard/user/api-tokens': () => {
        tokens = [CREATED];
        return { status: 200, body: CREATED };
      },
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    await screen.findByText('No API tokens yet');
    fireEvent.click(screen.getByRole('button', { name: /New token/ }));
    const dialog = await screen.findByTestId('create-token-dialog');
    expect(within(dialog).queryByLabelText(/Import/)).toBeNull();

    fireEvent.click(within(dialog).getByLabelText(/Read/));
    fireEvent.click(within(dialog).getByRole('button', { name: /Create token/ }));
    expect(await within(dialog).findByText('Enter a name for the token.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Name'), {
      target: { value: 'Warehouse sync' },
    });
    fireEvent.click(within(dialog).getByLabelText(/Read/));
    fireEvent.change(within(dialog).getByLabelText('Expires'), { target: { value: 'never' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Create token/ }));

    const secret = (await within(dialog).findByTestId('token-secret')) as HTMLInputElement;
    expect(secret.value).toBe(SECRET);
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Warehouse sync',
      scopes: ['read'],
      expiresInDays: null,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(dialog).findByText('The token is on your clipboard.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('create-token-dialog')).toBeNull());
    const row = await screen.findByTestId('token-row');
    expect(row.textContent).toContain('Warehouse sync');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('offers the import scope to administrators and shows the limit from the server', async () => {
    const sent = fakeRoutes({
      'GET /dashboard/user/api-tokens': listOf([]),
      'POST /dashboard/user/api-tokens': () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'You already have 20 live API tokens; revoke one before creating another.',
        },
      }),
    });
    renderPage(true);
    await screen.findByText('No API tokens yet');
    fireEvent.click(screen.getByRole('button', { name: /New token/ }));
    const dialog = await screen.findByTestId('create-token-dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Uploader' } });
    fireEvent.click(within(dialog).getByLabelText(/Import/));
    fireEvent.click(within(dialog).getByRole('button', { name: /Create token/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/revoke one/);
    expect(sent.find((request) => request.method === 'POST')!.body).toMatchObject({
      scopes: ['read', 'import'],
      expiresInDays: 90,
    });
  });

  it('revokes a token after confirmation', async () => {
    let tokens = [TOKEN];
    const sent = fakeRoutes({
      'GET /dashboard/user/api-tokens': () => listOf(tokens)(),
      'DELETE /dashboard/user/api-tokens/5': () => {
        tokens = [];
        return { status: 204 };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly BI export' }));
    const dialog = await screen.findByTestId('revoke-token-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
