import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params.ts';

afterEach(cleanup);

const STATES = ['OPEN', 'DONE', 'ALL'] as const;

/** The hook on a screen opened at `url`; `list()` is what it returned on the last render. */
function openAt(url: string) {
  let latest: ReturnType<typeof useListParams> | undefined;
  function Probe() {
    latest = useListParams();
    return null;
  }
  const router = createMemoryRouter([{ path: '/alerts', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  const location = () => router.state.location;
  return {
    list: () => latest!,
    url: () => `${location().pathname}${location().search}${location().hash}`,
    router,
  };
}

describe('useListParams', () => {
  it('starts on the first page with no search or filters', () => {
    const { list } = openAt('/alerts');
    expect(list().page).toBe(1);
    expect(list().search).toBe('');
    expect(list().get('status')).toBeNull();
    expect(list().id('client')).toBeUndefined();
    expect(list().oneOf('state', STATES)).toBeUndefined();
    expect(list().queryString).toBe('');
  });

  it.each(['0', '-2', '2.5', 'abc', '1e400', '99999999999999999999', ''])(
    'reads page=%s as the first page',
    (page) => {
      const { list } = openAt(`/alerts?page=${page}`);
      expect(list().page).toBe(1);
    },
  );

  it('reads a page, an id and a search from the URL', () => {
    const { list } = openAt('/alerts?q=paris&page=3&client=12&runs_page=2');
    expect(list().page).toBe(3);
    expect(list().pageOf('runs_page')).toBe(2);
    expect(list().search).toBe('paris');
    expect(list().id('client')).toBe(12);
  });

  it('reads an allowed value of an enum and ignores an unknown one', () => {
    expect(openAt('/alerts?state=DONE').list().oneOf('state', STATES)).toBe('DONE');
    cleanup();
    expect(openAt('/alerts?state=done').list().oneOf('state', STATES)).toBeUndefined();
    cleanup();
    expect(openAt('/alerts?state=MUTED').list().oneOf('state', STATES)).toBeUndefined();
  });

  it('goes back to the first page when a filter or the search changes', () => {
    const { list, url } = openAt('/alerts?state=OPEN&page=4');
    act(() => list().set({ state: 'DONE' }));
    expect(url()).toBe('/alerts?state=DONE');
    expect(list().page).toBe(1);
    act(() => list().setPage(2));
    act(() => list().setSearch('  lisbon '));
    expect(url()).toBe('/alerts?state=DONE&q=lisbon');
  });

  it('keeps the filters when the page changes, and drops a cleared filter', () => {
    const { list, url } = openAt('/alerts?state=DONE&client=3');
    act(() => list().setPage(2));
    expect(url()).toBe('/alerts?state=DONE&client=3&page=2');
    act(() => list().setPage(3, 'runs_page'));
    expect(list().pageOf('runs_page')).toBe(3);
    act(() => list().setPage(1));
    expect(url()).toBe('/alerts?state=DONE&client=3&runs_page=3');
    act(() => list().set({ client: '', state: null }, true));
    expect(url()).toBe('/alerts?runs_page=3');
  });

  it('replaces the history entry rather than adding one per change', () => {
    const { list, router } = openAt('/alerts');
    act(() => list().set({ state: 'DONE' }));
    act(() => list().setPage(2));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps a change made before the screen has drawn the one before it', () => {
    const { list, url } = openAt('/alerts?page=2#&property=7');
    // The search is written once typing pauses; a filter picked in the same moment adds to it.
    const before = list();
    act(() => {
      before.setSearch('lisbon');
      before.set({ state: 'DONE' });
    });
    expect(url()).toBe('/alerts?q=lisbon&state=DONE#&property=7');
  });

  it('leaves the hash alone', () => {
    const { list, url } = openAt('/alerts?page=2#&property=7');
    act(() => list().set({ state: 'DONE' }));
    expect(url()).toBe('/alerts?state=DONE#&property=7');
  });

  it('shows the same list after a reload of the same URL', () => {
    const first = openAt('/alerts');
    act(() => first.list().set({ state: 'ALL', client: 5 }));
    act(() => first.list().setSearch('rome'));
    act(() => first.list().setPage(2));
    const shared = first.url();
    const before = first.list();
    cleanup();
    const reloaded = openAt(shared).list();
    expect(reloaded.oneOf('state', STATES)).toBe('ALL');
    expect(reloaded.id('client')).toBe(5);
    expect(reloaded.search).toBe('rome');
    expect(reloaded.page).toBe(2);
    expect(reloaded.queryString).toBe(before.queryString);
  });
});
