import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelTypes, limitsView, LIMITS } from '../test-support/hotel-chain-admin-fixtures.ts';
import { installFakeApi, on, signedInAs } from '../test-support/fake-hotel-chain-admin-api.ts';
import { renderHotelChainAdmin } from '../test-support/render-hotel-chain-admin.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const run = (status: 'QUEUED' | 'RUNNING' | 'DONE', done: number) => ({
  id: 7,
  channelTypeId: 1,
  status,
  total: 400,
  done,
  changed: 12,
  startedBy: 'Dana Whitfield',
  createdAt: '2026-11-22T05:00:00.000Z',
  finishedAt: status === 'DONE' ? '2026-11-22T05:01:00.000Z' : null,
  error: null,
});

describe('audit limits configuration', () => {
  it('names an invalid threshold and sends nothing', async () => {
    const api = installFakeApi(
      signedInAs('ADMIN'),
      on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
      on('GET', '/dashboard/hilton-admin/audit-limits/1', limitsView()),
    );
    renderHotelChainAdmin('/hilton_admin/audit_limits_configuration');
    const field = await screen.findByLabelText('Accurate within (miles)');
    fireEvent.change(field, { target: { value: '0.9' } });
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and re-audit' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('must be below the discrepancy distance')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Minimum (photos)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and re-audit' }));
    expect(await screen.findByText('must be a whole number from 0 to 500')).toBeTruthy();
    expect(screen.queryByTestId('limits-dialog')).toBeNull();
    expect(api.callsTo('PUT', '/dashboard/hilton-admin/audit-limits/1')).toHaveLength(0);
  });

  it('saves after confirmation and follows the re-audit to its end', async () => {
    let polls = 0;
    const api = installFakeApi(
      signedInAs('ADMIN'),
      on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
      on('GET', '/dashboard/hilton-admin/audit-limits/1', limitsView()),
      on('PUT', '/dashboard/hilton-admin/audit-limits/1', (call) => ({
        status: 200,
        body: limitsView({
          limits: (call.body as { limits: typeof LIMITS }).limits,
          custom: { geo: { accurateMiles: 0.2 } },
          updatedAt: '2026-11-22T05:00:00.000Z',
          updatedBy: 'Dana Whitfield',
          reAudit: run('QUEUED', 0),
        }),
      })),
      on('GET', '/dashboard/hilton-admin/re-audits/7', () => {
        polls += 1;
        return { status: 200, body: polls < 2 ? run('RUNNING', 200) : run('DONE', 400) };
      }),
    );
    renderHotelChainAdmin('/hilton_admin/audit_limits_configuration/&type=1');
    fireEvent.change(await screen.findByLabelText('Accurate within (miles)'), {
      target: { value: '0.2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and re-audit' }));
    const dialog = await screen.findByTestId('limits-dialog');
    expect(within(dialog).getByText('Save and re-audit 10,621 audits?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and re-audit' }));

    const progress = await screen.findByTestId('re-audit-progress');
    const body = api.callsTo('PUT', '/dashboard/hilton-admin/audit-limits/1')[0]!.body as {
      limits: typeof LIMITS;
    };
    expect(body.limits.geo).toEqual({ accurateMiles: 0.2, discrepancyMiles: 0.5 });
    expect(body.limits.weights).toEqual(LIMITS.weights);
    await waitFor(() => expect(progress.textContent).toContain('Re-audit finished'), {
      timeout: 5000,
    });
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('400');
    expect(screen.getByLabelText('Accurate within (miles)').closest('[data-custom]')).toBeTruthy();
  });

  it('shows a chain manager the limits as values, with nothing to change', async () => {
    installFakeApi(
      signedInAs('USER'),
      on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
      on(
        'GET',
        '/dashboard/hilton-admin/audit-limits/1',
        limitsView({
          editable: false,
          limits: {
            ...structuredClone(LIMITS),
            geo: { accurateMiles: 0.2, discrepancyMiles: 0.5 },
          },
          custom: { geo: { accurateMiles: 0.2 } },
        }),
      ),
    );
    renderHotelChainAdmin('/hilton_admin/audit_limits_configuration');
    const limits = await screen.findByRole('region', { name: 'Search engines & maps limits' });
    const accurate = within(limits).getByText('Accurate within (miles)').parentElement!;
    expect(accurate.getAttribute('data-custom')).toBe('true');
    expect(within(accurate).getByText('0.2')).toBeTruthy();
    expect(
      within(accurate).getByText(`Own value · inherited ${LIMITS.geo.accurateMiles}`),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Save and re-audit|Reset to inherited/ }),
    ).toBeNull();
    expect(screen.getByText(/Only administrators change them/)).toBeTruthy();
  });
});
