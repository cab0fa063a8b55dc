import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FLAG_SAVE_FAILED_MESSAGE } from '@lens/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { auditDetails } from '../test-support/audit-fixtures.ts';
import { installFakeAuditApi } from '../test-support/fake-audit-api.ts';
import { renderAudit } from '../test-support/render-audit.tsx';
import { PROCESSING_MESSAGE } from '../state/use-flags.ts';
import { flagsProcessed, PROCESSED_MESSAGE } from '../../../lib/use-live-updates.ts';

// Each test draws the whole audit page; on a loaded machine that takes longer than 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  const log = useLogStore.getState();
  log.clearMessages();
  useLogStore.setState({ waitedResponses: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const general = () => screen.findByTestId('audit-general');
const save = (widget: string) => screen.getByTestId(`save-${widget}`) as HTMLButtonElement;

/** The audit page whose flag save waits for the test to answer it. */
async function openWithSaveHeld() {
  let resolve: (value: { status: number; body: unknown }) => void = () => {};
  const api = installFakeAuditApi({
    override: (call) =>
      call.path === '/dashboard/matchedNotes'
        ? new Promise((held) => {
            resolve = held;
          })
        : undefined,
  });
  renderAudit();
  await general();
  return { api, answer: (value: { status: number; body: unknown }) => resolve(value) };
}

describe('flag matched items for modification', () => {
  it('offers the flag on matched items only', async () => {
    installFakeAuditApi();
    renderAudit();
    await general();
    expect(screen.getByRole('button', { name: 'Flag Name for modification' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag Phone for modification' })).toBeNull();
    const amenities = screen.getByTestId('audit-amenities');
    expect(
      within(amenities).getByRole('button', { name: 'Flag Spa for modification' }),
    ).toBeTruthy();
    // Parking is matched under another name: the server does not allow a matched note.
    expect(within(amenities).queryByRole('button', { name: /Parking/ })).toBeNull();
  });

  it('enables Save changes per widget while it has unsaved flags, and toggles back', async () => {
    installFakeAuditApi();
    renderAudit();
    await general();
    expect(save('general').disabled).toBe(true);
    const flag = screen.getByRole('button', { name: 'Flag Name for modification' });
    fireEvent.click(flag);
    expect(flag.getAttribute('aria-pressed')).toBe('true');
    expect(save('general').disabled).toBe(false);
    expect(save('amenities').disabled).toBe(true);
    fireEvent.click(flag);
    expect(save('general').disabled).toBe(true);
  });

  it('sends only the unsaved items of the widget, then shows the processing message', async () => {
    const { api, answer } = await openWithSaveHeld();
    fireEvent.click(screen.getByRole('button', { name: 'Flag Name for modification' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flag Brand for modification' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flag Spa for modification' }));
    fireEvent.click(save('general'));

    await waitFor(() => expect(api.callsTo('/dashboard/matchedNotes')).toHaveLength(1));
    const [call] = api.callsTo('/dashboard/matchedNotes');
    expect(call!.query.get('property')).toBe('1');
    expect(call!.query.get('audit')).toBe('901');
    const uid = call!.query.get('uid')!;
    expect(call!.body).toEqual([
      { charType: 'NAME', charValue: 'Meridian Grand Paris' },
      {
        charType: 'BRAND',
        charValue: 'MER',
        additionalData: { type: 'BRAND', value: 'Meridian', code: 'MER' },
      },
    ]);
    expect(useLogStore.getState().waitedResponses).toEqual([uid]);
    expect(useLogStore.getState().messages.map((m) => m.text)).toEqual([PROCESSING_MESSAGE]);

    // Saved flags stay on and can no longer be taken back.
    const name = screen.getByRole('button', { name: 'Name: flagged for modification' });
    expect((name as HTMLButtonElement).disabled).toBe(true);
    expect(save('general').disabled).toBe(true);
    expect(save('amenities').disabled).toBe(false);

    // Accepted is not processed: the message stays, above the widget's table, not over its rows.
    await act(async () => answer({ status: 202, body: { uid } }));
    expect(useLogStore.getState().messages.map((m) => m.text)).toEqual([PROCESSING_MESSAGE]);
    const widget = await general();
    const placed = within(widget).getByTestId('placed-messages');
    expect(placed.textContent).toContain(PROCESSING_MESSAGE);
    expect(
      placed.compareDocumentPosition(within(widget).getByRole('table')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('audit-amenities')).queryByTestId('placed-messages'),
    ).toBeNull();

    // The processed message takes its place there; Dismiss removes only it.
    act(() => {
      useLogStore.getState().showMessage({ id: 'alerts', text: 'New alerts' });
      flagsProcessed(uid);
    });
    expect(within(widget).getByTestId('placed-messages').textContent).toContain(PROCESSED_MESSAGE);
    fireEvent.click(within(widget).getByRole('button', { name: 'Dismiss' }));
    expect(within(widget).queryByTestId('placed-messages')).toBeNull();
  });

  it("shows 'Something went wrong' when the save fails, and lets the items be saved again", async () => {
    installFakeAuditApi({
      override: (call) =>
        call.path === '/dashboard/matchedNotes'
          ? { status: 500, body: { message: 'down' } }
          : undefined,
    });
    renderAudit();
    await general();
    fireEvent.click(screen.getByRole('button', { name: 'Flag Name for modification' }));
    fireEvent.click(save('general'));
    await waitFor(() =>
      expect(useLogStore.getState().messages.map((m) => m.text)).toEqual([
        FLAG_SAVE_FAILED_MESSAGE,
      ]),
    );
    expect(useLogStore.getState().waitedResponses).toEqual([]);
    expect(save('general').disabled).toBe(false);
  });

  it('keeps the processed message when the socket answers before the save does', async () => {
    const { api, answer } = await openWithSaveHeld();
    fireEvent.click(screen.getByRole('button', { name: 'Flag Name for modification' }));
    fireEvent.click(save('general'));
    await waitFor(() => expect(api.callsTo('/dashboard/matchedNotes')).toHaveLength(1));
    const uid = api.callsTo('/dashboard/matchedNotes')[0]!.query.get('uid')!;
    act(() => flagsProcessed(uid));
    await act(async () => answer({ status: 202, body: { uid } }));
    expect(useLogStore.getState().messages.map((m) => m.id)).toEqual(['processed']);
  });

  it('shows results flagged earlier as flagged and saved', async () => {
    const details = auditDetails();
    details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos[1]!.status =
      'MATCHED (MODIFY)';
    installFakeAuditApi({ details });
    renderAudit();
    await general();
    const name = screen.getByRole('button', { name: 'Name: flagged for modification' });
    expect(name.getAttribute('aria-pressed')).toBe('true');
    expect((name as HTMLButtonElement).disabled).toBe(true);
  });

  it('flags a description language from the description widget', async () => {
    const api = installFakeAuditApi();
    renderAudit();
    await general();
    fireEvent.click(
      screen.getByRole('button', { name: 'Flag the English description for modification' }),
    );
    fireEvent.click(save('description'));
    await waitFor(() => expect(api.callsTo('/dashboard/matchedNotes')).toHaveLength(1));
    expect(api.callsTo('/dashboard/matchedNotes')[0]!.body).toEqual([
      { charType: 'DESCRIPTION', charValue: 'en' },
    ]);
  });
});
