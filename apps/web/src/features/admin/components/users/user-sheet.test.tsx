import type { AdminUser } from '@lens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LOOKUPS,
  fakeAdminServer,
  rejection,
  renderAdmin,
} from '../../test-support/fake-admin-api.tsx';
import { ToastRegion } from '../toasts.tsx';
import { UserSheet } from './user-sheet.tsx';

const USER: AdminUser = {
  id: 21,
  name: 'Marco Bellini',
  email: 'manager@demo.local',
  role: 'USER',
  clientId: 1,
  clientName: 'Meridian Hospitality Group',
  active: true,
  passwordSet: true,
  viewIds: [11],
  lastSeenAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

function renderSheet(userId: number | null, currentUserId = 7) {
  renderAdmin(
    <>
      <UserSheet userId={userId} currentUserId={currentUserId} onClose={() => {}} />
      <ToastRegion />
    </>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
const noteOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the user sheet', () => {
  it('checks the fields with the contract before sending, and names each one at fault', async () => {
    const sent = fakeAdminServer(LOOKUPS);
    renderSheet(null);
    fireEvent.change(field('Email'), { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Enter the full name.')).toBeTruthy();
    expect(noteOf(field('Email'))).toMatch(/^Enter a valid email address/);
    expect(noteOf(field('Client'))).toBe('Choose a client.');
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    // Editing a field clears its mark.
    fireEvent.change(field('Full name'), { target: { value: 'Ada Lovelace' } });
    expect(field('Full name').getAttribute('aria-invalid')).toBeNull();
  });

  it("offers the chosen client's views and shows the server's 409 under the email", async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'POST /dashboard/admin/users': rejection(
        409,
        'email: another user already has this email',
        'email',
      ),
    });
    renderSheet(null);
    fireEvent.change(field('Full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(field('Email'), { target: { value: 'manager@demo.local' } });
    await screen.findByRole('option', { name: 'Meridian Hospitality Group' });
    fireEvent.change(field('Client'), { target: { value: '1' } });
    const views = await screen.findByRole('group', { name: 'Views granted' });
    fireEvent.click(
      await within(views).findByRole('checkbox', { name: /^Meridian — Hotel chain/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(noteOf(field('Email'))).toBe('Another user already has this email'));
    const post = sent.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Ada Lovelace',
      email: 'manager@demo.local',
      role: 'USER',
      clientId: 1,
      viewIds: [12],
    });
  });

  it('saves changes and confirms with a message', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/users/21': { status: 200, body: USER },
      'PUT /dashboard/admin/users/21': (request) => ({
        status: 200,
        body: { ...USER, ...(request.body as object) },
      }),
    });
    renderSheet(21);
    await waitFor(() => expect((field('Full name') as HTMLInputElement).value).toBe(USER.name));
    fireEvent.change(field('Full name'), { target: { value: 'Marco B. Bellini' } });
    fireEvent.change(field('Role'), { target: { value: 'ADMIN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to Marco B. Bellini were saved.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')!.body).toMatchObject({
      name: 'Marco B. Bellini',
      role: 'ADMIN',
      viewIds: [11],
    });
  });

  it('asks before deactivating, and never lets administrators deactivate themselves', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/users/21': { status: 200, body: USER },
      'PUT /dashboard/admin/users/21/active': { status: 200, body: { ...USER, active: false } },
    });
    renderSheet(21);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Marco Bellini?' });
    expect(sent.some((request) => request.path.endsWith('/active'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Marco Bellini was deactivated and signed out everywhere.'),
    ).toBeTruthy();
    expect(sent.find((request) => request.path.endsWith('/active'))!.body).toEqual({
      active: false,
    });
  });

  it('keeps an administrator from removing their own role or account', async () => {
    fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/users/7': {
        status: 200,
        body: { ...USER, id: 7, name: 'Dana Whitfield', role: 'ADMIN' },
      },
    });
    renderSheet(7, 7);
    await screen.findByDisplayValue('Dana Whitfield');
    expect((field('Role') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
