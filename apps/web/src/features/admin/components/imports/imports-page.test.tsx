import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUPS, fakeAdminServer, renderAdmin } from '../../test-support/fake-admin-api.tsx';
import { ImportsPage } from './imports-page.tsx';

/** XMLHttpRequest as the upload uses it; the test plays the network's part. */
class FakeRequest {
  static last: FakeRequest | null = null;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const choose = (name: string) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, {
    target: { files: [new File(['code,valid_from\n'], name, { type: 'text/csv' })] },
  });

describe('the imports page', () => {
  beforeEach(() => {
    FakeRequest.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    document.cookie = 'lens_csrf=token-1';
    fakeAdminServer(LOOKUPS);
  });

  it('shows the upload progress, then the lines to fix with their numbers', async () => {
    renderAdmin(<ImportsPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /Channel snapshots/ }));
    choose('snapshots.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import file' }));

    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/dashboard/admin/imports/snapshots');
    expect(request.headers['X-CSRF-Token']).toBe('token-1');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);

    request.progress(512, 1024);
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.getByText('50%')).toBeTruthy();
    request.progress(1024, 1024);
    expect(screen.getByText('Checking and importing every line…')).toBeTruthy();

    request.answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'file: 2 lines are invalid',
      field: 'file',
      errors: [
        { line: 7, field: 'site_id', message: 'no channel has the id 9999' },
        { line: 3, field: 'property_code', message: 'no property has the code XX1' },
      ],
    });
    const errors = await screen.findByTestId('import-errors');
    expect(within(errors).getByText(/2 lines are wrong, so nothing was written/)).toBeTruthy();
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3no property has the code XX1Field: property_code',
      '7no channel has the id 9999Field: site_id',
    ]);
  });

  it('reports what an accepted file added', async () => {
    renderAdmin(<ImportsPage />);
    choose('reference.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Import file' }));
    FakeRequest.last!.answer(200, {
      kind: 'REFERENCE',
      fileName: 'reference.csv',
      rows: 2,
      unchanged: false,
      created: { properties: 1, referenceValues: 2 },
    });
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText(/reference.csv: 2 lines read/)).toBeTruthy();
    expect(within(result).getByText('Reference values').nextElementSibling?.textContent).toBe('2');
  });

  it('refuses a file of another kind before sending anything', async () => {
    renderAdmin(<ImportsPage />);
    await screen.findByRole('button', { name: 'Import file' });
    choose('portfolio.xlsx');
    expect(screen.getByText('Choose a .csv, .json or .ndjson file.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import file' }));
    expect(FakeRequest.last).toBeNull();
  });

  it('asks for the file before sending anything, and focuses its field', async () => {
    renderAdmin(<ImportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import file' }));
    const input = document.querySelector('input[type="file"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose the file to import.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(FakeRequest.last).toBeNull();
    choose('reference.csv');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refusal of the file itself under the file field', async () => {
    renderAdmin(<ImportsPage />);
    choose('reference.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Import file' }));
    FakeRequest.last!.answer(413, {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'file: the file is larger than 2 GB',
      field: 'file',
    });
    expect(await screen.findByText('The file is larger than 2 GB')).toBeTruthy();
    const input = document.querySelector('input[type="file"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('import-errors')).toBeNull();
  });
});
