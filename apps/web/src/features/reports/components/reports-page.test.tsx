import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { fakeServer, renderPage, REPORT, RUN } from '../test-support/reports-page-fixture.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLogStore.setState({ messages: [] });
});

describe('the reports page', () => {
  it('lists definitions with their schedule and latest run, and the generated files', async () => {
    fakeServer({});
    renderPage();
    const definitions = await screen.findByTestId('report-definitions');
    const row = within(definitions).getByText('Monthly accuracy').closest('tr')!;
    expect(row.textContent).toContain('Meridian — All properties · Meridian Hospitality Group');
    expect(row.textContent).toContain('Previous calendar month · next 1 Dec 2026');
    expect(row.textContent).toContain('content@meridian.test +1');
    expect(within(row).getByText('Ready')).toBeTruthy();
    const runs = await screen.findByTestId('generated-reports');
    expect(runs.textContent).toContain('Monthly accuracy_2026-10-01_2026-10-31.xlsx');
    expect(runs.textContent).toContain('1 Oct 2026 – 31 Oct 2026');
    expect(runs.textContent).toContain('Monthly schedule');
  });

  it('checks the form with the server schema, naming the bad address, then creates the report', async () => {
    const sent = fakeServer({
      'POST /dashboard/admin/reports': (request) => ({
        status: 200,
        body: { ...REPORT, id: 8, ...(request.body as object), lastRun: null },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New report' }));
    const form = await screen.findByTestId('report-form');
    fireEvent.change(within(form).getByLabelText('Report name'), {
      target: { value: 'Board pack' },
    });
    fireEvent.change(within(form).getByLabelText('Client'), { target: { value: '1' } });
    const view = within(form).getByLabelText('View');
    await waitFor(() => expect(within(view).getByText('Meridian — All properties')).toBeTruthy());
    fireEvent.change(view, { target: { value: '11' } });
    fireEvent.click(within(form).getByLabelText(/PDF dashboard/));
    fireEvent.change(within(form).getByLabelText('Recipients'), {
      target: { value: 'board@meridian.test\nnot-an-address' },
    });
    fireEvent.click(within(form).getByLabelText('Hotel'));
    fireEvent.click(await within(form).findByLabelText('Google'));
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(
      await within(form).findByText(/“not-an-address”: Enter a valid email address/),
    ).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Recipients'), {
      target: { value: 'board@meridian.test, cfo@meridian.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(await screen.findByText('Board pack was created.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Board pack',
      clientId: 1,
      viewId: 11,
      kind: 'PDF',
      schedule: 'MONTHLY',
      period: 'PREVIOUS_MONTH',
      recipients: ['board@meridian.test', 'cfo@meridian.test'],
      filters: { property_type: ['HOTEL'], site: [104] },
    });
  });

  it('marks every empty field, focuses the first, and sends nothing', async () => {
    const sent = fakeServer({});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New report' }));
    const form = await screen.findByTestId('report-form');
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    const name = within(form).getByLabelText('Report name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Enter a report name.')).toBeTruthy();
    expect(within(form).getByLabelText('View').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server naming a field under that field', async () => {
    fakeServer({
      'PUT /dashboard/admin/reports/7': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: "viewId: choose one of the client's views",
          field: 'viewId',
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Monthly accuracy' }));
    const form = await screen.findByTestId('report-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('View') as HTMLSelectElement).value).toBe('11'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText("Choose one of the client's views")).toBeTruthy();
    expect(within(form).getByLabelText('View').getAttribute('aria-invalid')).toBe('true');
  });

  it('runs a report now and says it is being built', async () => {
    const sent = fakeServer({
      'POST /dashboard/admin/reports/7/run': {
        status: 202,
        body: { ...RUN, id: 42, status: 'QUEUED', size: 0, scheduled: false, createdByName: 'Ada' },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run Monthly accuracy now' }));
    expect(
      await screen.findByText(
        'Monthly accuracy is being built. It appears under Generated reports when ready, and its recipients get the link.',
      ),
    ).toBeTruthy();
    expect(
      sent.filter((request) => request.path === '/dashboard/admin/reports/7/run'),
    ).toHaveLength(1);
  });

  it("shows the server's text when a download fails", async () => {
    fakeServer({
      'GET /dashboard/reports/41/download': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'You do not have access to this report.',
          field: 'reportId',
        },
      },
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Download Monthly accuracy_2026-10-01_2026-10-31.xlsx',
      }),
    );
    await waitFor(() =>
      expect(useLogStore.getState().messages).toEqual([
        {
          id: 'report-download-failed',
          text: 'You do not have access to this report.',
          tone: 'error',
        },
      ]),
    );
  });
});
