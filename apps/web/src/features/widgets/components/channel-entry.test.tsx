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
  { id: 104, name: 'Google', accuracy: 85, siteGroupId: 1 },
  { id: 60, name: 'Amadeus', accuracy: 90, siteGroupId: 6 },
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
  // Weakest first, as the channels table lists them: Google 85, Amadeus 90, Booking.com 96.
  it("steps through the channels in the channels table's order, replacing the trail's step", async () => {
    const drill = renderEntry(60);
    fireEvent.click(await screen.findByRole('button', { name: 'Next channel: Booking.com' }));
    expect(drill).toHaveBeenCalledWith('site', 107, 'Booking.com', { step: true });
    fireEvent.click(screen.getByRole('button', { name: 'Previous channel: Google' }));
    expect(drill).toHaveBeenCalledWith('site', 104, 'Google', { step: true });
    expect(screen.getByTestId('channel-position').textContent).toBe('2 of 3');
  });

  it('wraps from the last channel to the first', async () => {
    const drill = renderEntry(107);
    fireEvent.click(await screen.findByRole('button', { name: 'Next channel: Google' }));
    expect(drill).toHaveBeenCalledWith('site', 104, 'Google', { step: true });
  });

  it('wraps from the first channel to the last', async () => {
    const drill = renderEntry(104);
    fireEvent.click(await screen.findByRole('button', { name: 'Previous channel: Booking.com' }));
    expect(drill).toHaveBeenCalledWith('site', 107, 'Booking.com', { step: true });
    expect(screen.getByTestId('channel-position').textContent).toBe('1 of 3');
  });

  it('says when the channel was last audited, and how', async () => {
    renderEntry(104);
    expect((await screen.findByTestId('last-audited')).textContent).toBe('5 Nov 2026Manual audit');
  });
});

describe('a channel with no scored capture of the property', () => {
  it('is named from the catalog, says why it has no figures, and leads back to the property', async () => {
    const { router } = renderWithApp(
      <ChannelEntry
        channelId={104}
        channels={CHANNELS.filter((row) => row.id !== 104)}
        property={{ id: 1, name: 'Meridian Grand Paris', code: 'PARMER', accuracy: 91 }}
        audit={{ data: undefined, isPending: false, isError: false }}
        loading={false}
        drill={vi.fn()}
      />,
      '/&property=1&site=104',
    );
    expect((await screen.findByRole('heading', { level: 1, name: 'Google' })).textContent).toBe(
      'Google',
    );
    const notice = await screen.findByTestId('channel-unscored');
    expect(notice.textContent).toContain('Google has no scored capture of Meridian Grand Paris');
    expect(notice.textContent).toContain('Not this property');
    expect(screen.getByTestId('channel-entry').textContent).not.toContain('N/A');
    expect(screen.queryByTestId('channel-position')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Meridian Grand Paris' }));
    expect(router.state.location.pathname).not.toContain('site=');
    expect(router.state.location.pathname).toContain('property=1');
  });
});
