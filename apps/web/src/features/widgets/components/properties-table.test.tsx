import type { AccuracyRow } from '@lens/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sortRows } from '../../../components/virtual-table.tsx';
import { PropertiesTable } from './properties-table.tsx';

afterEach(cleanup);

const ROWS: AccuracyRow[] = [
  {
    id: 1,
    name: 'Cedar & Smoke',
    code: 'DUBRX',
    accuracy: 88,
    previousMonthAccuracy: 84,
    knockout: 27,
  },
  { id: 2, name: 'alma', code: 'VIERX', accuracy: 95.6, previousMonthAccuracy: 96, knockout: 31 },
  {
    id: 3,
    name: 'Villa Orsino',
    code: 'BCNVO',
    accuracy: 61,
    previousMonthAccuracy: 64,
    knockout: 57,
  },
  {
    id: 4,
    name: 'Brand New',
    code: 'NEW',
    accuracy: null,
    previousMonthAccuracy: null,
    knockout: null,
  },
];

function names(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')[0]!
        .textContent!.replace(/[A-Z]+$/, ''),
    );
}

// The stale filter in the table's header keeps its choice in the address.
const IN_ROUTER = { wrapper: MemoryRouter };

function renderTable(drill = vi.fn()) {
  render(
    <PropertiesTable
      rows={ROWS}
      loading={false}
      failed={false}
      span={12}
      showType={false}
      drill={drill}
    />,
    IN_ROUTER,
  );
  return drill;
}

const header = (name: string) => screen.getByRole('button', { name });

describe('PropertiesTable', () => {
  it('starts with the lowest accuracy first, properties without a score last', () => {
    renderTable();
    expect(names()).toEqual(['Villa Orsino', 'Cedar & Smoke', 'alma', 'Brand New']);
    expect(screen.getByRole('columnheader', { name: 'Accuracy' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('reverses on a second click, still keeping missing scores last', () => {
    renderTable();
    fireEvent.click(header('Accuracy'));
    expect(names()).toEqual(['alma', 'Cedar & Smoke', 'Villa Orsino', 'Brand New']);
    expect(screen.getByRole('columnheader', { name: 'Accuracy' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('sorts by name regardless of case, by previous-month change and by knockout', () => {
    renderTable();
    fireEvent.click(header('Property'));
    expect(names()).toEqual(['alma', 'Brand New', 'Cedar & Smoke', 'Villa Orsino']);
    fireEvent.click(header('Change'));
    // Changes as read: 61-64 = -3, 96-96 = 0, 88-84 = +4 (95.6 rounds to 96).
    expect(names()).toEqual(['Villa Orsino', 'alma', 'Cedar & Smoke', 'Brand New']);
    fireEvent.click(header('Knockout'));
    expect(names()).toEqual(['Villa Orsino', 'alma', 'Cedar & Smoke', 'Brand New']);
    fireEvent.click(header('Knockout'));
    expect(names()).toEqual(['Cedar & Smoke', 'alma', 'Villa Orsino', 'Brand New']);
  });

  it('opens a property by click or by keyboard, rows taking focus one at a time', () => {
    const drill = renderTable();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1]);
    fireEvent.click(rows[1]!);
    expect(drill).toHaveBeenLastCalledWith('property', 1, 'Cedar & Smoke');
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('row')[3]);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(drill).toHaveBeenLastCalledWith('property', 2, 'alma');
  });

  it('filters by name or code', () => {
    renderTable();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search properties' }), {
      target: { value: 'bcn' },
    });
    expect(names()).toEqual(['Villa Orsino']);
  });

  it('says so when nothing was audited', () => {
    render(
      <PropertiesTable
        rows={[]}
        loading={false}
        failed={false}
        span={12}
        showType={false}
        drill={vi.fn()}
      />,
      IN_ROUTER,
    );
    expect(screen.getByText('No properties audited')).toBeTruthy();
  });

  it('shows skeleton rows while loading', () => {
    render(
      <PropertiesTable
        rows={undefined}
        loading
        failed={false}
        span={12}
        showType={false}
        drill={vi.fn()}
      />,
      IN_ROUTER,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

describe('sortRows', () => {
  it('sorts 10,000 rows stably and quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ id: index, score: index % 7 }));
    const started = performance.now();
    const sorted = sortRows(many, (row) => row.score, 'descending');
    expect(performance.now() - started).toBeLessThan(200);
    expect(sorted[0]).toEqual({ id: 6, score: 6 });
    expect(sorted.at(-1)).toEqual({ id: 9996, score: 0 });
  });
});
