import type { MapEntry } from '@lens/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test-support/fake-dashboard-api.ts';
import { renderWithApp } from '../test-support/render-dashboard.tsx';
import { MapWidget } from './map-widget.tsx';

const entry = (id: number, name: string, extra: Partial<MapEntry> = {}): MapEntry => ({
  id,
  propertyId: id,
  name,
  coordinates: { lat: 48.87, lng: 2.33 },
  accuracy: 92,
  contentPro: 70,
  listingType: null,
  status: null,
  ignored: false,
  ...extra,
});

const ENTRIES = [
  entry(1, 'Meridian Grand Paris'),
  entry(2, 'Aster Lyon', { coordinates: { lat: 45.76, lng: 4.84 }, accuracy: 58 }),
  entry(3, 'Casa Serena Nice', { coordinates: 'N/A' }),
  entry(4, 'Lumen Lille', { ignored: true }),
];

function renderMap(props: Partial<Parameters<typeof MapWidget>[0]> = {}, path = '/&country=1') {
  return renderWithApp(
    <MapWidget
      query={{ data: { propertyDetailsFromChannel: ENTRIES }, isPending: false, isError: false }}
      channelCount={3}
      hotelChainMode={false}
      span={12}
      {...props}
    />,
    path,
  );
}

beforeEach(() => installFakeApi());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('map widget', () => {
  it('places the properties with coordinates and names the country in effect', async () => {
    renderMap();
    expect(await screen.findByText('3 properties in France · coloured by accuracy')).toBeTruthy();
    expect(screen.queryByTestId('map-unplaced')).toBeNull();
  });

  it('keeps a map that cannot be drawn (no WebGL, no basemap here) to its own box', async () => {
    renderMap();
    expect(screen.getByTestId('map-loading')).toBeTruthy();
    expect(await screen.findByTestId('map-failed', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('3 properties in France · coloured by accuracy')).toBeTruthy();
  });

  it('drops ignored entries when one channel is in effect', async () => {
    renderMap({ channelCount: 1 });
    expect(await screen.findByText('2 properties in France · coloured by accuracy')).toBeTruthy();
  });

  it('lists the properties without coordinates under the map in hotel-chain mode', async () => {
    const { router } = renderMap({ hotelChainMode: true });
    const unplaced = await screen.findByTestId('map-unplaced');
    expect(unplaced.textContent).toContain('Not on the map: no coordinates');
    fireEvent.click(screen.getByRole('button', { name: 'Casa Serena Nice' }));
    await act(async () => {});
    expect(decodeURIComponent(router.state.location.pathname)).toMatch(/&property=3(&|$)/);
  });

  it('says so when no property can be placed', async () => {
    renderMap({
      query: {
        data: { propertyDetailsFromChannel: [entry(3, 'Casa Serena Nice', { coordinates: null })] },
        isPending: false,
        isError: false,
      },
    });
    expect(await screen.findByText('No property to place')).toBeTruthy();
  });

  it('shows a failed load in place of the map', () => {
    renderMap({ query: { isPending: false, isError: true } });
    expect(screen.getByText('The map data could not be loaded.')).toBeTruthy();
  });
});
