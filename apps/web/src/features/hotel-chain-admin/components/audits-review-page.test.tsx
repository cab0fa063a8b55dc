import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelTypes, reviewAudit } from '../test-support/hotel-chain-admin-fixtures.ts';
import { installFakeApi, on, signedInAs } from '../test-support/fake-hotel-chain-admin-api.ts';
import { renderHotelChainAdmin } from '../test-support/render-hotel-chain-admin.tsx';

afterEach(() => {
  cleanup();
  decided.clear();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The queue as the server keeps it: audits leave once decided. */
const decided = new Set<number>();
const queue = () =>
  on('GET', '/dashboard/hilton-admin/audits/1', () => {
    const items = [
      reviewAudit(901),
      reviewAudit(902, { propertyName: 'Pine Suites Dublin' }),
    ].filter((audit) => !decided.has(audit.auditId));
    return { status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } };
  });

describe('audits awaiting review', () => {
  it("shows the server's refusal to a user who manages no hotel-chain view", async () => {
    installFakeApi(
      signedInAs('USER'),
      on('GET', '/dashboard/hilton-admin/channel-types', () => ({
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'The hotel-chain admin is for managers of a hotel-chain view.',
        },
      })),
    );
    renderHotelChainAdmin('/hilton_admin/audits/1');
    expect(await screen.findByText('For hotel-chain managers')).toBeTruthy();
    expect(
      screen.getByText('The hotel-chain admin is for managers of a hotel-chain view.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('review-row')).toBeNull();
  });

  it('opens the review queue of the first channel type with something to decide', async () => {
    installFakeApi(
      signedInAs('ADMIN'),
      on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
      queue(),
    );
    const router = renderHotelChainAdmin('/hilton_admin');
    await screen.findAllByTestId('review-row');
    expect(router.state.location.pathname).toBe('/hilton_admin/audits/1');
    const row = screen.getAllByTestId('review-row')[0]!;
    expect(within(row).getByText('Aster Barcelona Eixample')).toBeTruthy();
    expect(within(row).getByText('91% similar · review from 85%')).toBeTruthy();
    expect(within(row).getByText('19 Nov 2026')).toBeTruthy();
    // The letters that differ are marked on each side.
    expect(row.querySelectorAll('mark').length).toBeGreaterThan(0);
  });

  it('accepts after confirmation, then drops the row and says what changed', async () => {
    const api = installFakeApi(
      signedInAs('ADMIN'),
      on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
      queue(),
      on('POST', '/dashboard/hilton-admin/reviews', () => {
        decided.add(901);
        return {
          status: 200,
          body: {
            decision: 'ACCEPT',
            reviewed: 1,
            audits: [{ auditId: 901, propertyId: 212, accuracy: 92.5, knockout: false }],
          },
        };
      }),
    );
    renderHotelChainAdmin('/hilton_admin/audits/1');
    const [row] = await screen.findAllByTestId('review-row');
    fireEvent.click(within(row!).getByRole('button', { name: /^Accept Aster/ }));
    const dialog = await screen.findByTestId('review-dialog');
    expect(within(dialog).getByText('ACCURATE')).toBeTruthy();
    expect(api.callsTo('POST', '/dashboard/hilton-admin/reviews')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept result' }));

    const notice = await screen.findByTestId('hotel-chain-admin-notice');
    expect(notice.textContent).toContain('audit accuracy 85 → 93');
    expect(api.callsTo('POST', '/dashboard/hilton-admin/reviews')[0]!.body).toEqual({
      decision: 'ACCEPT',
      items: [{ auditId: 901, characteristic: 'NAME' }],
    });
    await waitFor(() =>
      expect(
        screen.getAllByTestId('review-row').map((r) => r.getAttribute('data-audit-id')),
      ).not.toContain('901'),
    );
  });

  it('keeps the row and shows the server’s reason when a decision is refused', async () => {
    installFakeApi(
      signedInAs('ADMIN'),
      on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
      queue(),
      on('POST', '/dashboard/hilton-admin/reviews', () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message:
            'items.0: Name of audit 902 is ACCURATE, no longer awaiting review. Refresh the list.',
          field: 'items.0',
        },
      })),
    );
    renderHotelChainAdmin('/hilton_admin/audits/1');
    const rows = await screen.findAllByTestId('review-row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Reject Pine/ }));
    fireEvent.click(
      within(await screen.findByTestId('review-dialog')).getByRole('button', {
        name: 'Reject result',
      }),
    );
    const notice = await screen.findByTestId('hotel-chain-admin-notice');
    expect(notice.getAttribute('data-tone')).toBe('error');
    expect(notice.textContent).toContain(
      'Name of audit 902 is ACCURATE, no longer awaiting review',
    );
    expect(notice.textContent).not.toContain('items.0');
  });

  it('keeps its filters in the path remainder and puts them back when they are missing', async () => {
    const api = installFakeApi(
      signedInAs('ADMIN'),
      on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
      queue(),
    );
    const router = renderHotelChainAdmin('/hilton_admin/audits/1');
    await screen.findAllByTestId('review-row');
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: '106' } });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/hilton_admin/audits/1/&site=106'),
    );
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/dashboard/hilton-admin/audits/1').at(-1)!.query.get('siteId'),
      ).toBe('106'),
    );
    await router.navigate('/hilton_admin/manager_activity');
    await router.navigate('/hilton_admin/audits/1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/hilton_admin/audits/1/&site=106'),
    );
  });
});
