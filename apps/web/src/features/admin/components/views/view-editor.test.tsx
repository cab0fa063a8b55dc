import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LOOKUPS,
  adminView,
  fakeAdminServer,
  page,
  rejection,
  renderAdmin,
} from '../../test-support/fake-admin-api.tsx';
import { ViewEditorPage } from './view-editor.tsx';

const PROPERTIES = page([
  {
    id: 501,
    code: 'NYCMH',
    name: 'Meridian Grand New York',
    type: 'HOTEL',
    city: 'New York',
    countryCode: 'US',
  },
  {
    id: 502,
    code: 'PARMH',
    name: 'Meridian Grand Paris',
    type: 'HOTEL',
    city: 'Paris',
    countryCode: 'FR',
  },
]);

const CREATE = { path: '/admin/view/create/view?type=standard', route: '/admin/view/create/view' };

const byLabel = (label: string) => screen.getByLabelText(label);

describe('the view editor', () => {
  it('validates name, client, scope and content monitor with the contract, naming each', async () => {
    const sent = fakeAdminServer(LOOKUPS);
    renderAdmin(<ViewEditorPage />, CREATE);
    fireEvent.click(await screen.findByRole('radio', { name: /Chosen properties/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Summary' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Detail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create view' }));

    expect(await screen.findByText('Enter a view name.')).toBeTruthy();
    expect(screen.getByText('Choose a client.')).toBeTruthy();
    expect(screen.getByText('Keep at least one content monitor mode.')).toBeTruthy();
    expect(
      screen.getByText("Choose a client first: the properties are the client's."),
    ).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates a view of chosen properties and channels, then returns to the list', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/clients/1/properties': { status: 200, body: PROPERTIES },
      'POST /dashboard/admin/views': (request) => ({
        status: 200,
        body: adminView(30, (request.body as { name: string }).name, { propertyCount: 2 }),
      }),
    });
    renderAdmin(<ViewEditorPage />, CREATE);
    fireEvent.change(await screen.findByLabelText('Name'), {
      target: { value: 'Two grand hotels' },
    });
    await screen.findByRole('option', { name: 'Meridian Hospitality Group' });
    fireEvent.change(byLabel('Client'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: /Chosen properties/ }));
    const picker = await screen.findByRole('group', { name: 'Properties in the view' });
    fireEvent.click(await within(picker).findByRole('checkbox', { name: /Meridian Grand Paris/ }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: /Meridian Grand New York/ }));
    expect(within(picker).getByText('2 properties chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Chosen channels/ }));
    const channels = await screen.findByRole('group', { name: 'Channels in the view' });
    fireEvent.click(await within(channels).findByRole('checkbox', { name: /Google/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create view' }));

    await screen.findByText('Now at another page');
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Two grand hotels',
      clientId: 1,
      viewType: 'standard',
      specificViewType: null,
      supportsEssentials: true,
      contentMonitorSummary: true,
      contentMonitorDetail: true,
      scope: { kind: 'LIST', propertyIds: [502, 501] },
      siteIds: [104],
    });
  });

  it("shows the server's rejection under the field it names", async () => {
    fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/views/12': {
        status: 200,
        body: adminView(12, 'Meridian — Luxury', {
          scope: { kind: 'LIST', propertyIds: [501] },
        }),
      },
      'GET /dashboard/admin/clients/1/properties': { status: 200, body: PROPERTIES },
      'PUT /dashboard/admin/views/12': rejection(
        400,
        "scope.propertyIds: 501 is not the client's",
        'scope.propertyIds',
      ),
    });
    renderAdmin(<ViewEditorPage />, { path: '/admin/view/view/12', route: '/admin/view/view/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    const picker = await screen.findByRole('group', { name: 'Properties in the view' });
    await waitFor(() =>
      expect(within(picker.parentElement!).getByText("501 is not the client's")).toBeTruthy(),
    );
    expect(picker.getAttribute('aria-invalid')).toBe('true');
  });
});
