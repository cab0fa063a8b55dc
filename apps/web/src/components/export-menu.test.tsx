import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportMenu } from './export-menu.tsx';

afterEach(cleanup);

const CHOICES = [
  { id: 'xlsx', label: 'Excel workbook', description: '.xlsx' },
  { id: 'csv', label: 'CSV file' },
] as const;

/** The menu button, once its menu's chunk is in (it waits, disabled, until then). */
async function menuButton(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(false),
  );
  return screen.getByRole('button', { name: 'Export' });
}

describe('ExportMenu', () => {
  it('downloads at once when there is one format', async () => {
    const onExport = vi.fn(async () => {});
    render(<ExportMenu label="PDF" choices={[{ id: 'pdf', label: 'PDF' }]} onExport={onExport} />);
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(onExport).toHaveBeenCalledWith('pdf', expect.any(Function)));
  });

  it('says the stage the build reports, then its own name again once done', async () => {
    let report: (text: string) => void = () => {};
    let finish: () => void = () => {};
    render(
      <ExportMenu
        label="PDF"
        choices={[{ id: 'pdf', label: 'PDF' }]}
        onExport={(_format, progress) => {
          report = progress;
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByRole('button', { name: 'Preparing…' })).toBeTruthy();
    act(() => report('Reading figures…'));
    expect(screen.getByRole('button', { name: 'Reading figures…' })).toBeTruthy();
    act(() => report('Drawing part 2 of 3…'));
    expect(screen.getByRole('button', { name: 'Drawing part 2 of 3…' })).toBeTruthy();
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'PDF' })).toBeTruthy();
  });

  it(
    'offers the formats in a menu and says it is preparing until the file is saved',
    { timeout: 10_000 },
    async () => {
      let finish: () => void = () => {};
      const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      render(<ExportMenu choices={CHOICES} onExport={onExport} />);
      // Radix opens the menu on the pointer going down, as a native menu does.
      fireEvent.pointerDown(await menuButton(), {
        button: 0,
        pointerType: 'mouse',
      });
      const menu = await screen.findByRole('menu', { name: 'Export' });
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Excel workbook.xlsx',
        'CSV file',
      ]);
      fireEvent.click(screen.getByRole('menuitem', { name: /CSV file/ }));
      expect(onExport).toHaveBeenCalledWith('csv', expect.any(Function));
      await waitFor(() => expect(menu.isConnected).toBe(false));
      const busy = screen.getByRole('button', { name: 'Preparing…' });
      expect(busy.hasAttribute('disabled')).toBe(true);
      // A long build says how long it has been working.
      expect(
        await screen.findByRole('button', { name: 'Preparing… 3 s' }, { timeout: 5000 }),
      ).toBeTruthy();
      finish();
      expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
    },
  );

  it('is worked from the keyboard: arrows move, Enter chooses, Escape closes', async () => {
    const onExport = vi.fn(async () => {});
    render(<ExportMenu choices={CHOICES} onExport={onExport} />);
    const button = await menuButton();
    fireEvent.keyDown(button, { key: 'Enter' });
    await screen.findByRole('menu', { name: 'Export' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Excel workbook.xlsx'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onExport).not.toHaveBeenCalled();

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await screen.findByRole('menu', { name: 'Export' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Excel workbook.xlsx'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('CSV file'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(onExport).toHaveBeenCalledWith('csv', expect.any(Function)));
  });
});
