import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportMenu } from './export-menu.tsx';

afterEach(cleanup);

const CHOICES = [
  { id: 'xlsx', label: 'Excel workbook', description: '.xlsx' },
  { id: 'csv', label: 'CSV file' },
] as const;

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
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
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
});
