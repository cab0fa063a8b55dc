import { describe, expect, it } from 'vitest';
import { fittingColumns, withValues, type TableColumn } from './virtual-table.tsx';

interface Row {
  name: string;
  notice: string | null;
}

const column = (
  id: string,
  width: number | undefined,
  more: Partial<TableColumn<Row>> = {},
): TableColumn<Row> => ({ id, header: id, width, cell: () => id, ...more });

const NAME = column('name', undefined);
const SCORE = column('score', 140);
const CHANGE = column('change', 96, { priority: 10 });
const CONTENT = column('content', 112, { priority: 1 });
const NOTICE = column('notice', 160, { priority: 2, hasValue: (row) => row.notice !== null });

describe('fittingColumns', () => {
  it('keeps every column where they fit, and drops optional ones lowest priority first', () => {
    const all = [NAME, SCORE, CHANGE, CONTENT];
    expect(fittingColumns(all, 1200)).toEqual(all);
    expect(fittingColumns(all, 420).map((c) => c.id)).toEqual(['name', 'score', 'change']);
    // A phone's card: the name and the score, the change given way last.
    expect(fittingColumns(all, 364).map((c) => c.id)).toEqual(['name', 'score']);
  });
});

describe('withValues', () => {
  const rows: Row[] = [
    { name: 'A', notice: null },
    { name: 'B', notice: null },
  ];

  it('leaves out a column that is empty in every row', () => {
    expect(withValues([NAME, NOTICE], rows).map((c) => c.id)).toEqual(['name']);
  });

  it('keeps it when one row has something to show, or before any row arrived', () => {
    const one = [...rows, { name: 'C', notice: 'Closed' }];
    expect(withValues([NAME, NOTICE], one).map((c) => c.id)).toEqual(['name', 'notice']);
    expect(withValues([NAME, NOTICE], []).map((c) => c.id)).toEqual(['name', 'notice']);
  });
});
