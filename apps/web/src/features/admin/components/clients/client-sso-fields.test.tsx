import type { ClientSso } from '@lens/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLIENTS,
  LOOKUPS,
  fakeAdminServer,
  rejection,
  renderAdmin,
} from '../../test-support/fake-admin-api.tsx';
import { ClientsPage } from './clients-page.tsx';

const SSO: ClientSso = {
  enabled: false,
  issuer: null,
  clientId: null,
  secretSet: false,
  secretEncrypted: false,
  allowedDomains: [],
  requireVerifiedEmail: true,
  entryPath: '/sso/alpine',
  callbackPath: '/auth/sso/callback',
  updatedAt: null,
};

function openClient(routes: Parameters<typeof fakeAdminServer>[0]) {
  const sent = fakeAdminServer({
    ...LOOKUPS,
    'GET /dashboard/admin/clients/2': { status: 200, body: CLIENTS[1] },
    'PUT /dashboard/admin/clients/2': { status: 200, body: CLIENTS[1] },
    ...routes,
  });
  renderAdmin(<ClientsPage />, {
    path: '/admin/clients/update/2',
    route: '/admin/clients/update/:id',
  });
  return sent;
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("a client's OpenID Connect settings", () => {
  it('tests the discovery document and shows the endpoints or the problem', async () => {
    const sent = openClient({
      'GET /dashboard/admin/clients/2/sso': { status: 200, body: SSO },
      'POST /dashboard/admin/sso/discovery': (request) =>
        (request.body as { issuer: string }).issuer === 'https://idp.example.com'
          ? {
              status: 200,
              body: {
                ok: true,
                issuer: 'https://idp.example.com',
                authorizationEndpoint: 'https://idp.example.com/authorize',
                tokenEndpoint: 'https://idp.example.com/token',
                jwksUri: 'https://idp.example.com/jwks',
                userinfoEndpoint: null,
                scopes: ['openid'],
              },
            }
          : { status: 200, body: { ok: false, message: 'Nothing answers at down.example.' } },
    });
    expect(await screen.findByText(`${window.location.origin}/auth/sso/callback`)).toBeTruthy();
    change('Provider address (issuer or discovery URL)', 'http://idp.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Test discovery' }));
    expect(
      await screen.findByText(
        'Enter the https:// address of the provider (http:// only for a provider on this machine).',
      ),
    ).toBeTruthy();
    expect(sent.some((r) => r.path.endsWith('/discovery'))).toBe(false);

    change('Provider address (issuer or discovery URL)', 'https://idp.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Test discovery' }));
    const found = await screen.findByTestId('discovery-result');
    expect(found.textContent).toContain('Discovery document found');
    expect(found.textContent).toContain('https://idp.example.com/jwks');

    change('Provider address (issuer or discovery URL)', 'https://down.example');
    fireEvent.click(screen.getByRole('button', { name: 'Test discovery' }));
    expect(await screen.findByText('Nothing answers at down.example.')).toBeTruthy();
  });

  it('saves the settings, keeping a stored secret that only shows as set', async () => {
    const sent = openClient({
      'GET /dashboard/admin/clients/2/sso': {
        status: 200,
        body: {
          ...SSO,
          clientId: 'old',
          issuer: 'https://idp.example.com',
          secretSet: true,
          secretEncrypted: true,
        },
      },
      'PUT /dashboard/admin/clients/2/sso': { status: 200, body: SSO },
    });
    const secret = (await screen.findByLabelText('Client secret')) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(screen.getByText('Set, stored encrypted. Leave empty to keep it.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText("Sign in with the company's identity provider"));
    change('Client id', 'listinglens');
    change('Allowed email domains (optional)', 'Alpine.example, @alpine-hotels.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Alpine Boutique Hotels was saved.')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PUT' && r.path.endsWith('/sso'))!.body).toEqual({
      enabled: true,
      issuer: 'https://idp.example.com',
      clientId: 'listinglens',
      allowedDomains: ['alpine.example', 'alpine-hotels.example'],
      requireVerifiedEmail: true,
    });
  });

  it("shows the server's refusal under its field and keeps the sheet open", async () => {
    openClient({
      'GET /dashboard/admin/clients/2/sso': { status: 200, body: SSO },
      'PUT /dashboard/admin/clients/2/sso': rejection(
        400,
        'clientSecret: Enter the client secret to switch sign-on on.',
        'clientSecret',
      ),
    });
    fireEvent.click(await screen.findByLabelText("Sign in with the company's identity provider"));
    change('Provider address (issuer or discovery URL)', 'https://idp.example.com');
    change('Client id', 'listinglens');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the client secret to switch sign-on on.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Client secret')),
    );
    expect(screen.getByTestId('client-sheet')).toBeTruthy();
  });
});
