import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, on, signedInAs } from '../test-support/fake-hotel-chain-admin-api.ts';
import { renderHotelChainAdmin } from '../test-support/render-hotel-chain-admin.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const entry = (id: string, action: string, description: string) => ({
  id,
  occurredAt: '2026-11-21T09:30:00.000Z',
  action,
  user: { id: 2, name: 'Marco Bellini', email: 'marco@meridian.example' },
  property: { id: 212, name: 'Aster Barcelona Eixample', code: 'BCNAST2' },
  site: { id: 106, name: 'Apple Maps' },
  auditId: 901,
  characteristics: ['NAME'],
  description,
});

describe('manager activity', () => {
  it('filters by user, action and dates through the path, and pages', async () => {
    const api = installFakeApi(
      signedInAs('ADMIN'),
      on('GET', '/dashboard/hilton-admin/activity/options', {
        users: [{ id: 2, name: 'Marco Bellini', email: 'marco@meridian.example' }],
        properties: [{ id: 212, name: 'Aster Barcelona Eixample', code: 'BCNAST2' }],
      }),
      on('GET', '/dashboard/hilton-admin/activity', (call) => ({
        status: 200,
        body: {
          items: [
            entry(`log-${call.query.get('page')}`, 'ACCEPT_REVIEW', 'Accepted Name as ACCURATE'),
          ],
          total: 60,
          page: Number(call.query.get('page')),
          pageSize: 25,
        },
      })),
    );
    const router = renderHotelChainAdmin('/hilton_admin/manager_activity');
    expect((await screen.findAllByText('Accepted Name as ACCURATE')).length).toBeGreaterThan(0);
    expect(screen.getByText('1–25 of 60 entries')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('User'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'ACCEPT_REVIEW' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/hilton_admin/manager_activity/&user=2&action=ACCEPT_REVIEW&from=2026-11-01',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      const last = api.callsTo('GET', '/dashboard/hilton-admin/activity').at(-1)!.query;
      expect(Object.fromEntries(last)).toMatchObject({
        userId: '2',
        action: 'ACCEPT_REVIEW',
        startDate: '2026-11-01',
        page: '2',
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/hilton_admin/manager_activity'),
    );
  });
});
