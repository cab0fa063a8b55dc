import type { AuditDetails } from '@lens/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditDetails } from '../test-support/audit-fixtures.ts';
import { installFakeAuditApi } from '../test-support/fake-audit-api.ts';
import { renderAudit } from '../test-support/render-audit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meetingRooms: AuditDetails['meetingRoomsDashboardDto'] = {
  roomCount: { sourceValue: 2, channelValue: 2, status: 'ACCURATE' },
  rooms: [
    {
      name: 'Grand Ballroom',
      status: 'PRESENT',
      size: { sourceValue: 4036, channelValue: 4036, status: 'ACCURATE' },
      capacities: [
        {
          configurationCode: 'THEATRE',
          sourceValue: 340,
          channelValue: 300,
          status: 'DISCREPANCY',
        },
        { configurationCode: 'BANQUET', sourceValue: 250, channelValue: 250, status: 'ACCURATE' },
      ],
    },
  ],
};

function withRoomResult(accuracy: number | null, siteName = 'Booking.com') {
  const details = auditDetails({ siteName, meetingRoomsDashboardDto: meetingRooms });
  details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos.push({
    ...details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos[0]!,
    characteristicType: 'MEETING_ROOMS_COUNT',
    name: 'Meeting rooms',
    status: accuracy === null ? 'UNDEFINED' : 'ACCURATE',
    accuracy,
    priority: 30,
  });
  return details;
}

describe('meeting rooms', () => {
  it('compares rooms, sizes and capacities, naming the seating layouts', async () => {
    const api = installFakeAuditApi({ hotelChainMode: true, details: withRoomResult(100) });
    renderAudit();
    const widget = await screen.findByTestId('audit-meeting-rooms');
    expect(await within(widget).findByRole('columnheader', { name: 'Theatre' })).toBeTruthy();
    const row = within(widget).getByRole('row', { name: /Grand Ballroom/ });
    const differing = row.querySelector('[data-differs="true"]')!;
    expect(differing.textContent).toBe('340 in the PIM, /300 on the channel');
    expect(api.callsTo('/dashboard/meeting-room-configuration/all')).toHaveLength(1);
  });

  it('are hidden when the channel scored no meeting-room characteristic', async () => {
    const api = installFakeAuditApi({ hotelChainMode: true, details: withRoomResult(null) });
    renderAudit();
    await screen.findByTestId('audit-general');
    expect(screen.queryByTestId('audit-meeting-rooms')).toBeNull();
    expect(api.callsTo('/dashboard/meeting-room-configuration/all')).toHaveLength(0);
  });

  it('are shown on Groups360 even when nothing was scored', async () => {
    installFakeAuditApi({ hotelChainMode: true, details: withRoomResult(null, 'Groups360') });
    renderAudit();
    expect(await screen.findByTestId('audit-meeting-rooms')).toBeTruthy();
    expect(
      screen
        .getAllByTestId('characteristic-row')
        .some((row) => row.getAttribute('data-characteristic') === 'MEETING_ROOMS_COUNT'),
    ).toBe(true);
  });

  it('are not part of a standard view', async () => {
    installFakeAuditApi({ details: withRoomResult(100) });
    renderAudit();
    await screen.findByTestId('audit-general');
    expect(screen.queryByTestId('audit-meeting-rooms')).toBeNull();
  });
});

describe('GDS rates', () => {
  it.each([
    ['RATES RETURNED', 'blue', 'returned rates'],
    ['RATES NOT RETURNED', 'red', 'returned no rates'],
  ] as const)('shows %s', async (status, color, text) => {
    installFakeAuditApi({
      hotelChainMode: true,
      details: auditDetails({
        siteId: 60,
        siteName: 'Amadeus',
        gdsRatesDashboardDto: { status, checkedAt: '2026-11-05T06:29:00Z', rates: [] },
      }),
    });
    renderAudit({ path: '/&property=1&site=60', channelId: 60 });
    const widget = await screen.findByTestId('audit-gds-rates');
    const pill = widget.querySelector('[data-status]')!;
    expect(pill.textContent).toBe(status);
    expect(pill.getAttribute('data-color')).toBe(color);
    expect(within(widget).getByTestId('gds-rates-summary').textContent).toContain(text);
    expect(widget.textContent).toContain('5 Nov 2026');
  });
});
