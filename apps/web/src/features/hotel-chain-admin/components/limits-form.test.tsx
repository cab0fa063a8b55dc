import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelTypes, limitsView } from '../test-support/hotel-chain-admin-fixtures.ts';
import { installFakeApi, on, signedInAs } from '../test-support/fake-hotel-chain-admin-api.ts';
import { renderHotelChainAdmin } from '../test-support/render-hotel-chain-admin.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const PAGE = '/hilton_admin/audit_limits_configuration/&type=1';
const serve = (...routes: ReturnType<typeof on>[]) =>
  installFakeApi(
    signedInAs('ADMIN'),
    on('GET', '/dashboard/hilton-admin/channel-types', channelTypes),
    on('GET', '/dashboard/hilton-admin/audit-limits/1', limitsView()),
    ...routes,
  );

describe('the limits form', () => {
  it('marks every field at fault, focuses the first and clears a mark when it is edited', async () => {
    serve();
    renderHotelChainAdmin(PAGE);
    const minimum = await screen.findByLabelText('Minimum (photos)');
    const target = screen.getByLabelText('Target (photos)');
    fireEvent.change(minimum, { target: { value: '' } });
    fireEvent.change(target, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and re-audit' }));
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(minimum);
    fireEvent.change(minimum, { target: { value: '3' } });
    expect(minimum.getAttribute('aria-invalid')).toBeNull();
    expect(target.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a threshold the server refuses under its field', async () => {
    serve(
      on('PUT', '/dashboard/hilton-admin/audit-limits/1', () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'limits.photos.target: Photo target must be a whole number from 1 to 200',
          field: 'limits.photos.target',
        },
      })),
    );
    renderHotelChainAdmin(PAGE);
    const target = await screen.findByLabelText('Target (photos)');
    fireEvent.change(target, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and re-audit' }));
    const dialog = await screen.findByTestId('limits-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and re-audit' }));
    await waitFor(() => expect(target.getAttribute('aria-invalid')).toBe('true'));
    const note = document.getElementById(target.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe('must be a whole number from 1 to 200');
  });
});
