import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LOOKUPS,
  fakeAdminServer,
  page,
  rejection,
  renderAdmin,
} from '../../test-support/fake-admin-api.tsx';
import { ChannelGroupsPage } from './channel-groups-page.tsx';

describe('the channel groups page', () => {
  it('asks for a name, a client and a channel, then shows a taken name under the name', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/channel-groups': {
        status: 200,
        body: page([
          {
            id: 1,
            name: 'GDS',
            clientId: 1,
            clientName: 'Meridian Hospitality Group',
            siteIds: [61],
          },
        ]),
      },
      'POST /dashboard/admin/channel-groups': rejection(
        409,
        'name: the client already has a group with this name',
        'name',
      ),
    });
    renderAdmin(<ChannelGroupsPage />, {
      path: '/admin/channel_groups/create',
      route: '/admin/channel_groups/create',
    });
    // The open sheet hides the list from assistive technology, hence hidden: true.
    expect(await screen.findByRole('row', { name: /GDS.*Sabre/, hidden: true })).toBeTruthy();
    const sheet = await screen.findByRole('dialog', { name: 'New channel group' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Create group' }));
    expect(await within(sheet).findByText('Enter a group name.')).toBeTruthy();
    expect(within(sheet).getByText('Choose a client.')).toBeTruthy();
    expect(within(sheet).getByText('Choose at least one channel.')).toBeTruthy();

    fireEvent.change(within(sheet).getByLabelText('Name'), { target: { value: 'GDS' } });
    await within(sheet).findByRole('option', { name: 'Meridian Hospitality Group' });
    fireEvent.change(within(sheet).getByLabelText('Client'), { target: { value: '1' } });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Sabre/ }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Create group' }));
    expect(
      await within(sheet).findByText('The client already has a group with this name'),
    ).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'GDS',
      clientId: 1,
      siteIds: [61],
    });
  });
});
