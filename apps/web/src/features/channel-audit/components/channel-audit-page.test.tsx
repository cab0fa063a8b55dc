import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_RETRY_DELAY_MS } from '@lens/domain';
import { useLogStore } from '../../../lib/log-store.ts';
import { auditDetails } from '../test-support/audit-fixtures.ts';
import { installFakeAuditApi } from '../test-support/fake-audit-api.ts';
import { lastAuditOf, renderAudit } from '../test-support/render-audit.tsx';

beforeEach(() => {
  useLogStore.getState().clearErrors();
  useLogStore.getState().clearMessages();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit chain', () => {
  it('shows skeletons while the last audit is on its way', () => {
    installFakeAuditApi();
    renderAudit({ lastAudit: { isPending: true, isError: false } });
    expect(screen.getByTestId('channel-audit-loading')).toBeTruthy();
  });

  it('asks for the details of the last audit, with the filters narrowed to the listing', async () => {
    const api = installFakeAuditApi();
    renderAudit({ path: '/&startDate=2026-10-01&endDate=2026-11-20&site=107' });
    await screen.findByTestId('channel-audit');
    const [call] = api.callsTo('/dashboard/data/audit/last');
    expect(call!.query.get('audit')).toBe('901');
    expect(call!.query.get('property')).toBe('1');
    expect(call!.query.get('site')).toBe('107');
    expect(call!.query.get('startDate')).toBe('2026-10-01');
  });

  it('says so when the listing was not audited in the period', async () => {
    const api = installFakeAuditApi();
    renderAudit({ lastAudit: lastAuditOf(null) });
    expect(await screen.findByText('No audit of this listing in the selected period')).toBeTruthy();
    expect(api.callsTo('/dashboard/data/audit/last')).toHaveLength(0);
  });

  it('logs a failed details call under its label and says the audit could not be loaded', async () => {
    installFakeAuditApi({
      override: (call) =>
        call.path === '/dashboard/data/audit/last'
          ? { status: 500, body: { message: 'boom' } }
          : undefined,
    });
    renderAudit();
    // A read answered 5xx is tried once more after a pause before it counts as failed.
    expect(
      await screen.findByText(
        'The audit details could not be loaded',
        {},
        { timeout: REQUEST_RETRY_DELAY_MS + 2000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(useLogStore.getState().errors).toContain('Loading audit details'));
  });
});

describe('widgets of a standard view', () => {
  it('draws every widget of the audit', async () => {
    installFakeAuditApi();
    renderAudit();
    await screen.findByTestId('channel-audit');
    for (const id of [
      'audit-general',
      'audit-description',
      'audit-amenities',
      'audit-location',
      'audit-photos',
      'audit-content-score',
      'audit-comments',
    ])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('audit-notes')).toBeNull();
    expect(screen.queryByTestId('audit-meeting-rooms')).toBeNull();
  });

  it('fetches notes only in hotel-chain mode', async () => {
    const api = installFakeAuditApi();
    renderAudit();
    await screen.findByTestId('channel-audit');
    expect(api.callsTo('/dashboard/properties/audits/results/notes')).toHaveLength(0);
  });

  it('asks for the content score of channels 107, 104, 120 and 81 only', async () => {
    const api = installFakeAuditApi();
    renderAudit();
    const widget = await screen.findByTestId('audit-content-score');
    expect(await within(widget).findByText('12 photos, 25 expected')).toBeTruthy();
    const [call] = api.callsTo('/dashboard/content-score');
    expect(call!.method).toBe('POST');
    expect(call!.body).toMatchObject({ propertyId: 1, webSiteId: 107 });
    cleanup();

    const other = installFakeAuditApi({
      details: auditDetails({ siteId: 60, siteName: 'Amadeus' }),
    });
    renderAudit({ path: '/&property=1&site=60', channelId: 60 });
    await screen.findByTestId('channel-audit');
    expect(screen.queryByTestId('audit-content-score')).toBeNull();
    expect(other.callsTo('/dashboard/content-score')).toHaveLength(0);
  });

  it('explains a deflagging property with the text of its type', async () => {
    installFakeAuditApi({
      details: auditDetails({
        status: 'DEFLAGGING',
        deflaggingDashboardDto: { deflagging: 'DEFLAGGING' },
      }),
    });
    renderAudit();
    const banner = await screen.findByTestId('status-notice-banner');
    expect(banner.textContent).toContain('Deflagging');
    expect(banner.textContent).toContain('This property is leaving the brand.');
  });

  it('shows the distance from the correct coordinates in miles', async () => {
    installFakeAuditApi();
    renderAudit();
    expect((await screen.findByTestId('location-distance')).textContent).toContain('0.21 mi');
  });

  it('lists amenities to add, remove and rename', async () => {
    installFakeAuditApi();
    renderAudit();
    expect((await screen.findByTestId('amenities-add')).textContent).toContain('Pool');
    expect(screen.getByTestId('amenities-remove').textContent).toContain('Casino');
    expect(screen.getByTestId('amenities-replace').textContent).toMatch(/Car park.*Parking/);
  });

  it('lists comments, and says when no issue was resolved', async () => {
    installFakeAuditApi();
    renderAudit();
    expect((await screen.findByTestId('audit-comments-list')).textContent).toContain(
      'Reported to the channel on 2 Nov.',
    );
    expect(screen.getByTestId('audit-resolved-list').textContent).toContain(
      'No issue was resolved',
    );
  });
});

describe('photos', () => {
  it('counts every tag in a standard view', async () => {
    installFakeAuditApi();
    renderAudit();
    const tags = await screen.findByTestId('photo-tags');
    expect(tags.querySelector('[data-tag="on-site"]')).toBeTruthy();
    expect(tags.querySelector('[data-tag="room"]')!.textContent).toContain('5');
  });

  it('hides the off-site and on-site tags in hotel-chain mode', async () => {
    installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    const tags = await screen.findByTestId('photo-tags');
    expect(tags.querySelector('[data-tag="on-site"]')).toBeNull();
    expect(tags.querySelector('[data-tag="off-site"]')).toBeNull();
    expect(tags.querySelector('[data-tag="pool"]')).toBeTruthy();
  });
});
