import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeAuditApi } from '../test-support/fake-audit-api.ts';
import { renderAudit } from '../test-support/render-audit.tsx';

const execCommand = document.execCommand;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.execCommand = execCommand;
});

const widget = () => screen.findByTestId('audit-description');
const columns = () => screen.getAllByTestId('description-column');

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('description comparison', () => {
  it('compares the current description with the previous capture, fragments highlighted', async () => {
    installFakeAuditApi();
    renderAudit();
    await widget();
    const [current, previous] = columns();
    expect(within(current!).getByRole('heading').textContent).toBe('Current description');
    expect(within(previous!).getByRole('heading').textContent).toBe('Previous capture');
    const deleted = current!.querySelector('mark[data-highlight="DELETE"]')!;
    expect(deleted.textContent).toBe(' in Paris');
    expect(deleted.getAttribute('title')).toBe('In channel but not in source');
    const inserted = previous!.querySelector('mark[data-highlight="INSERT"]')!;
    expect(inserted.textContent).toBe('old ');
    expect(inserted.getAttribute('title')).toBe('In source but missing in channel');
  });

  it('shows the legend of the highlights', async () => {
    installFakeAuditApi();
    renderAudit();
    await widget();
    const legend = screen.getByTestId('description-legend');
    expect(legend.textContent).toContain('In channel but not in source');
    expect(legend.textContent).toContain('In source but missing in channel');
  });

  it('puts the PIM description against the channel in hotel-chain mode', async () => {
    installFakeAuditApi({ hotelChainMode: true });
    renderAudit();
    await widget();
    const [source, channel] = columns();
    expect(within(source!).getByRole('heading').textContent).toBe('PIM description');
    expect(within(channel!).getByRole('heading').textContent).toBe('Booking.com description');
    expect(source!.querySelector('mark[data-highlight="INSERT"]')).toBeTruthy();
    expect(channel!.querySelector('mark[data-highlight="DELETE"]')).toBeTruthy();
  });

  it('switches language', async () => {
    installFakeAuditApi();
    renderAudit();
    await widget();
    const french = screen.getByRole('tab', { name: 'French' });
    expect(screen.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseDown(french);
    fireEvent.click(french);
    expect(french.getAttribute('aria-selected')).toBe('true');
    const [current, previous] = columns();
    expect(current!.textContent).toContain('Un grand hôtel.');
    expect(previous!.textContent).toContain('No earlier capture to compare with.');
  });
});

describe('copy', () => {
  it("copies a column's text and says 'Text copied'", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    installFakeAuditApi();
    renderAudit();
    await widget();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copy current description' })),
    );
    expect(writeText).toHaveBeenCalledWith('Meridian Grand Paris\n\nA grand hotel in Paris.');
    expect(await screen.findByText('Text copied')).toBeTruthy();
  });

  it("says 'Text not copied' when the browser refuses", async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    document.execCommand = () => false;
    installFakeAuditApi();
    renderAudit();
    await widget();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copy previous capture' })),
    );
    expect(await screen.findByText('Text not copied')).toBeTruthy();
  });
});
