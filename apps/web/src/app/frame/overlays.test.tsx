import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../lib/log-store.ts';
import { DeployNotice, ErrorLogWindow, MessageCenter } from './overlays.tsx';
import { PlacedMessages } from './placed-messages.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLogStore.setState({ errors: [], consoleLog: [], reportSent: false });
});

function stubReportEndpoint(status: number) {
  const fetch = vi.fn(async () => new Response(null, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the error log window', () => {
  it('stays closed while nothing failed', () => {
    render(<ErrorLogWindow />);
    expect(screen.queryByText('Sorry, we had some problems with:')).toBeNull();
  });

  it('lists one label per failed load, each once', () => {
    render(<ErrorLogWindow />);
    const { addError } = useLogStore.getState();
    act(() => {
      addError('Loading score interval');
      addError('Loading filter site');
      addError('Loading score interval');
    });
    expect(screen.getByText('Sorry, we had some problems with:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Loading score interval',
      'Loading filter site',
    ]);
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('sends the labels and the console log once, then disables Send report', async () => {
    const fetch = stubReportEndpoint(204);
    render(<ErrorLogWindow />);
    act(() => {
      useLogStore.getState().logConsole({ level: 'error', text: 'TypeError: x is undefined' });
      useLogStore.getState().addError('Loading audit details');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Report sent' })).toHaveProperty('disabled', true),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as {
      logStore: string[];
      browserErrorLog: unknown[];
    };
    expect(body.logStore).toEqual(['Loading audit details']);
    expect(body.browserErrorLog).toHaveLength(1);
    expect(screen.getByText(/Technical details sent with the report \(1\)/)).toBeTruthy();
  });

  it('keeps Send report available and says so when sending fails', async () => {
    stubReportEndpoint(400);
    render(<ErrorLogWindow />);
    act(() => useLogStore.getState().addError('Loading issues summary'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('The report could not be sent. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send report' })).toHaveProperty('disabled', false);
  });

  it('enables Send report again for a new failure after a report was sent', () => {
    useLogStore.setState({ errors: ['Loading map date'], reportSent: true });
    render(<ErrorLogWindow />);
    act(() => useLogStore.getState().addError('Get last audit'));
    expect(screen.getByRole('button', { name: 'Send report' })).toHaveProperty('disabled', false);
  });
});

describe('the deploy notification', () => {
  it('says the dashboard has been updated, with a Refresh button', () => {
    render(<DeployNotice visible />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Dashboard has been updated. Please Refresh the Dashboard',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

describe('messages with a place', () => {
  afterEach(() => useLogStore.setState({ messages: [] }));

  it('show where their place is on screen, in the corner otherwise, and dismiss one at a time', () => {
    render(<MessageCenter />);
    act(() => {
      useLogStore.getState().showMessage({ id: 'alerts', text: 'New alerts' });
      useLogStore
        .getState()
        .showMessage({ id: 'flags', text: 'Flags saved', place: 'flags:general' });
    });
    // No widget of that place is open: the corner shows both rather than losing one.
    expect(screen.getByTestId('messages').textContent).toContain('Flags saved');

    const placed = render(<PlacedMessages place="flags:general" />);
    expect(screen.getByTestId('placed-messages').textContent).toContain('Flags saved');
    expect(screen.getByTestId('messages').textContent).not.toContain('Flags saved');
    expect(screen.getByTestId('messages').textContent).toContain('New alerts');

    fireEvent.click(
      within(screen.getByTestId('placed-messages')).getByRole('button', { name: 'Dismiss' }),
    );
    expect(useLogStore.getState().messages.map((m) => m.id)).toEqual(['alerts']);
    placed.unmount();
    expect(useLogStore.getState().places['flags:general']).toBe(0);
  });
});
