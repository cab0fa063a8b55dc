import type { AccuracyRow } from '@lens/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test-support/fake-dashboard-api.ts';
import { renderWithApp } from '../test-support/render-dashboard.tsx';
import { ChannelEntry } from './channel-entry.tsx';

// The page header asks for the view (its content monitor switch).
beforeEach(() => installFakeApi());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHANNELS: AccuracyRow[] = [
  { id: 107, name: 'Booking.com', accuracy: 96, siteGroupId: 2 },
  { id: 104, name: 'Google', accuracy: 97, siteGroupId: 1 },
  { id: 60, name: 'Amadeus', accuracy: 80, siteGroupId: 6 },
];

function renderEntry(channelId: number) {
  const drill = vi.fn();
  renderWithApp(
    <ChannelEntry
      channelId={channelId}
      channels={CHANNELS}
      property={{ id: 1, name: 'Meridian Grand Paris', code: 'PARMER', accuracy: 91 }}
      audit={{
        data: {
          auditId: 9,
          propertyId: 1,
          siteId: channelId,
          auditDate: '2026-11-05',
          projectType: 'MANUAL',
        },
        isPending: false,
        isError: false,
      }}
      loading={false}
      drill={drill}
    />,
  );
  return drill;
}

describe('previous and next channel', () => {
  it('steps through the channels in name order', async () => {
    const drill = renderEntry(107);
    fireEvent.click(await screen.findByRole('button', { name: 'Next channel: Google' }));
    expect(drill).toHaveBeenCalledWith('site', 104, 'Google');
    fireEvent.click(screen.getByRole('button', { name: 'Previous channel: Amadeus' }));
    expect(drill).toHaveBeenCalledWith('site', 60, 'Amadeus');
    expect(screen.getByTestId('channel-position').textContent).toBe('2 of 3');
  });

  it('wraps from the last channel to the first', async () => {
    const drill = renderEntry(104);
    fireEvent.click(await screen.findByRole('button', { name: 'Next channel: Amadeus' }));
    expect(drill).toHaveBeenCalledWith('site', 60, 'Amadeus');
  });

  it('wraps from the first channel to the last', async () => {
    const drill = renderEntry(60);
    fireEvent.click(await screen.findByRole('button', { name: 'Previous channel: Google' }));
    expect(drill).toHaveBeenCalledWith('site', 104, 'Google');
    expect(screen.getByTestId('channel-position').textContent).toBe('1 of 3');
  });

  it('says when the channel was last audited, and how', async () => {
    renderEntry(104);
    expect((await screen.findByTestId('last-audited')).textContent).toBe('5 Nov 2026Manual audit');
  });
});
