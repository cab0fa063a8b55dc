import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_RETRY_DELAY_MS } from '@lens/domain';
import { useLogStore } from '../../../lib/log-store.ts';
import { installFakeAuditApi } from '../test-support/fake-audit-api.ts';
import { renderAudit } from '../test-support/render-audit.tsx';

beforeEach(() => useLogStore.getState().clearErrors());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const results = async () =>
  [...(await screen.findByTestId('audit-notes-list')).children] as HTMLElement[];

describe('audit result notes (hotel-chain mode)', () => {
  it('asks for the notes of the audit', async () => {
    const api = installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    await results();
    expect(api.callsTo('/dashboard/properties/audits/results/notes')[0]!.query.get('audit')).toBe(
      '901',
    );
  });

  it('puts prioritised names first and hides a note whose option is IMPOSSIBLE_TO_ADD', async () => {
    installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    const list = await results();
    // Phone comes before Website; Fax chose the impossible option, so it has nothing to show.
    expect(list.map((item) => item.getAttribute('data-characteristic'))).toEqual([
      'PHONE',
      'WEBSITE',
    ]);
  });

  it('shows each option with its source, the selected one, and the comment', async () => {
    installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    const [phone] = await results();
    const options = [...phone!.querySelectorAll('li')];
    expect(options.map((option) => option.textContent)).toEqual([
      'PIMCorrect the value in the PIM.',
      'Booking.comAsk Booking.com to correct the listing.How to fix on Booking.com Selected',
    ]);
    expect(options[1]!.getAttribute('data-selected')).toBe('true');
    expect(phone!.textContent).toContain('The front desk number changed in October.');
    expect(phone!.textContent).not.toContain('has no field');
  });

  it('links an option on the audited channel to its guide, at the steps for the characteristic', async () => {
    installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    const [phone, website] = await results();
    const links = [phone!, website!].map((result) =>
      within(result).getAllByRole('link', { name: 'How to fix on Booking.com' }),
    );
    // The PIM option is fixed in the reference, not on a channel: it has no guide.
    expect(links.map((found) => found.length)).toEqual([1, 1]);
    expect(links.map(([link]) => link!.getAttribute('href'))).toEqual([
      '/instructions/booking-com#fix-phone',
      '/instructions/booking-com#fix-website',
    ]);
  });

  it('clears the notes when they fail to load', async () => {
    installFakeAuditApi({
      hotelChainMode: true,
      override: (call) =>
        call.path === '/dashboard/properties/audits/results/notes'
          ? { status: 500, body: { message: 'down' } }
          : undefined,
    });
    renderAudit();
    // A read answered 5xx is tried once more after a pause before it counts as failed.
    expect(
      await screen.findByText(
        'No notes on this audit',
        {},
        { timeout: REQUEST_RETRY_DELAY_MS + 2000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(useLogStore.getState().errors).toContain('Loading audit notes'));
  });
});
