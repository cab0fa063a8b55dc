import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StaleFilterSelect } from '../components/last-audited.tsx';
import {
  parseStaleDays,
  useStaleFilter,
  useStaleFilterInUrl,
  withStaleDays,
} from './stale-filter.ts';

afterEach(() => {
  cleanup();
  useStaleFilter.setState({ days: null });
});

function Page() {
  useStaleFilterInUrl();
  return <StaleFilterSelect />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the stale filter in the URL', () => {
  it('reads only the offered choices from a query string', () => {
    expect(parseStaleDays('?stale=90')).toBe(90);
    for (const bad of ['', '?stale=', '?stale=45', '?stale=-30', '?stale=30.5', '?stale=abc'])
      expect(parseStaleDays(bad)).toBeNull();
  });

  it('keeps the other parameters when it is set or removed', () => {
    expect(withStaleDays('?a=1', 60)).toBe('?a=1&stale=60');
    expect(withStaleDays('?stale=60&a=1', null)).toBe('?a=1');
    expect(withStaleDays('?stale=60', null)).toBe('');
  });

  it("takes a link's choice, so a shared link shows the same rows", () => {
    renderAt('/&brand=1?stale=60');
    expect(useStaleFilter.getState().days).toBe(60);
    expect((screen.getByLabelText('Last audited') as HTMLSelectElement).value).toBe('60');
  });

  it('writes a choice into the address and removes it for "Any time", keeping the hash', () => {
    const router = renderAt('/&brand=1#map');
    fireEvent.change(screen.getByLabelText('Last audited'), { target: { value: '180' } });
    expect(router.state.location.search).toBe('?stale=180');
    expect(router.state.location.hash).toBe('#map');
    fireEvent.change(screen.getByLabelText('Last audited'), { target: { value: '' } });
    expect(router.state.location.search).toBe('');
    expect(useStaleFilter.getState().days).toBeNull();
  });

  it('writes the choice back when a filter change reaches a path without it', async () => {
    const router = renderAt('/&brand=1?stale=30');
    await act(() => router.navigate('/&brand=2'));
    expect(router.state.location.pathname).toBe('/&brand=2');
    expect(router.state.location.search).toBe('?stale=30');
  });
});
