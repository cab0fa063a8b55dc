import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLIENTS,
  LOOKUPS,
  fakeAdminServer,
  renderAdmin,
} from '../../test-support/fake-admin-api.tsx';
import { ClientsPage } from './clients-page.tsx';

describe('the clients page', () => {
  it('lists clients and edits the single sign-on path, refusing another site', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/clients/2': { status: 200, body: CLIENTS[1] },
      'PUT /dashboard/admin/clients/2': (request) => ({
        status: 200,
        body: { ...CLIENTS[1], ...(request.body as object) },
      }),
    });
    renderAdmin(<ClientsPage />, {
      path: '/admin/clients/update/2',
      route: '/admin/clients/update/:id',
    });
    // The open sheet hides the list from assistive technology, hence hidden: true.
    expect(
      await screen.findByRole('row', { name: /Meridian Hospitality Group/, hidden: true }),
    ).toBeTruthy();
    const path = await screen.findByLabelText('Sign-in path (optional)');
    await waitFor(() => expect((path as HTMLInputElement).value).toBe('/sso/alpine'));

    fireEvent.change(path, { target: { value: '//evil.example/login' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a path on this site that starts with /, e.g. /sso/meridian.'),
    ).toBeTruthy();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(path, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Alpine Boutique Hotels was saved.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({
      name: 'Alpine Boutique Hotels',
      loginPath: null,
    });
  });
});
