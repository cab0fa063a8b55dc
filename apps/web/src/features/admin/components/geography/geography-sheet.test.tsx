import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOOKUPS, fakeAdminServer, page, renderAdmin } from '../../test-support/fake-admin-api.tsx';
import { GeographySheet } from './geography-sheet.tsx';

const FRANCE = {
  type: 'country',
  id: 3,
  name: 'France',
  isoCode: 'FR',
  parentId: null,
  lat: null,
  lng: null,
  ancestors: [],
  childCount: 1,
  propertyCount: 25,
};
const ILE = {
  ...FRANCE,
  type: 'region',
  id: 8,
  name: 'Île-de-France',
  isoCode: null,
  parentId: 3,
  ancestors: [{ type: 'country', id: 3, name: 'France' }],
};
const PARIS_AREA = {
  ...ILE,
  type: 'sub_region',
  id: 13,
  name: 'Paris',
  parentId: 8,
  ancestors: [...ILE.ancestors, { type: 'region', id: 8, name: 'Île-de-France' }],
};

describe('the geography sheet', () => {
  it('writes ISO codes in capitals and creates a country', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'POST /dashboard/admin/geography': {
        status: 200,
        body: { ...FRANCE, id: 40, name: 'Portugal', isoCode: 'PT' },
      },
    });
    renderAdmin(
      <GeographySheet type="country" id={null} parentId={undefined} onClose={() => {}} />,
    );
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Portugal' } });
    fireEvent.change(screen.getByLabelText('ISO code'), { target: { value: 'pt' } });
    expect((screen.getByLabelText('ISO code') as HTMLInputElement).value).toBe('PT');
    fireEvent.click(screen.getByRole('button', { name: 'Create country' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        type: 'country',
        name: 'Portugal',
        isoCode: 'PT',
      }),
    );
  });

  it('starts a new city inside the sub-region it was opened from, and wants both coordinates', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/geography/sub_region/13': { status: 200, body: PARIS_AREA },
      'GET /dashboard/admin/geography/country': { status: 200, body: page([FRANCE]) },
      'GET /dashboard/admin/geography/region': { status: 200, body: page([ILE]) },
      'GET /dashboard/admin/geography/sub_region': { status: 200, body: page([PARIS_AREA]) },
    });
    renderAdmin(<GeographySheet type="city" id={null} parentId={13} onClose={() => {}} />);
    const subRegion = (await screen.findByLabelText('Sub-region')) as HTMLSelectElement;
    await waitFor(() => expect(subRegion.value).toBe('13'));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('8');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Boulogne' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '48,83' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create city' }));
    expect(await screen.findByText('Enter both coordinates, or neither.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('asks before deleting, and shows what a country still holds when the server refuses', async () => {
    const sent = fakeAdminServer({
      ...LOOKUPS,
      'GET /dashboard/admin/geography/country/3': { status: 200, body: FRANCE },
      'DELETE /dashboard/admin/geography/country/3': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'France still holds 1 region and 25 properties: move or delete them first.',
        },
      },
    });
    renderAdmin(<GeographySheet type="country" id={3} parentId={undefined} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete country' }));
    expect(
      await screen.findByText(
        'France still holds 1 region and 25 properties: move or delete them first.',
      ),
    ).toBeTruthy();
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
