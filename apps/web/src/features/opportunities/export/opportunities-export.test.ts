import { MAX_OPPORTUNITIES_PAGE_SIZE, type Opportunities, type Opportunity } from '@lens/contracts';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableCells } from '../../../lib/table-export.ts';
import {
  downloadOpportunities,
  opportunityExportColumns,
  rankedOpportunities,
} from './opportunities-export.ts';

const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('../../../lib/save-file.ts', () => ({
  saveFile: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
});

// One page more than the largest the server gives, so the export reads two.
const TOTAL = MAX_OPPORTUNITIES_PAGE_SIZE + 30;
const PAGE = String(MAX_OPPORTUNITIES_PAGE_SIZE);

function pair(rank: number): Opportunity {
  return {
    rank,
    property: { id: rank, name: `Hotel ${rank}`, code: `H${rank}` },
    site: { id: 104, name: 'Google', siteGroupId: 1 },
    auditId: 9000 + rank,
    auditDate: '2026-11-20',
    accuracy: 40 + rank / 100,
    issues:
      rank === 1
        ? [
            { characteristic: 'PHONE', status: 'INACCURATE' },
            { characteristic: 'ADDRESS', status: 'MISSING' },
          ]
        : [],
    gain: (600 - rank / 10) / 4000,
  };
}

/** fetch answering the review's pages out of TOTAL pairs, recording the query strings asked. */
function stubRanking(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    asked.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('pageSize'));
    const ranks = Array.from({ length: TOTAL }, (_, index) => index + 1);
    const answer: Opportunities = {
      items: ranks.slice((page - 1) * size, page * size).map(pair),
      total: TOTAL,
      page,
      pageSize: size,
      scoredPairs: 400,
      accuracy: 80,
    };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

/** The first pair's cells, as the CSV and the workbook write them. */
const FIRST_ROW = [
  1,
  'Hotel 1',
  'H1',
  'Google',
  'Search engines & maps',
  40,
  0.15,
  'Phone: INACCURATE; Address: MISSING',
  '2026-11-20',
];

const ranking = {
  selection: { view: [3], startDate: '2026-11-01', endDate: '2026-11-28' },
  sort: 'accuracy' as const,
  order: 'desc' as const,
};

describe('the opportunities export', () => {
  it('reads every page of the ranking in turn, at the largest page size, in the order shown', async () => {
    const asked = stubRanking();
    const progress = vi.fn();
    const rows = await rankedOpportunities(ranking, progress);
    expect(rows.map((row) => row.rank)).toEqual(
      Array.from({ length: TOTAL }, (_, index) => index + 1),
    );
    expect(asked.map((query) => [query.get('page'), query.get('pageSize')])).toEqual([
      ['1', PAGE],
      ['2', PAGE],
    ]);
    for (const query of asked) {
      expect(query.get('view')).toBe('3');
      expect(query.get('sort')).toBe('accuracy');
      expect(query.get('order')).toBe('desc');
    }
    expect(progress).toHaveBeenCalledWith('Reading part 2 of 2…');
  });

  it('writes a row per pair with human headers, numbers as numbers and the issues in words', () => {
    const columns = opportunityExportColumns(false);
    expect(columns.map((column) => column.header)).toEqual([
      'Rank',
      'Property',
      'Code',
      'Channel',
      'Channel category',
      'Accuracy',
      'Expected gain (pts)',
      'Open issues',
      'Audit date',
    ]);
    const [first, second] = tableCells({ rows: [pair(1), pair(2)], columns });
    expect(first).toEqual(FIRST_ROW);
    expect(second![7]).toBe('');
    expect(tableCells({ rows: [pair(1)], columns: opportunityExportColumns(true) })[0]![7]).toBe(
      'Phone: UNMATCHED; Address: MISSING',
    );
  });

  it('downloads the whole ranking as CSV named by the download rule', async () => {
    stubRanking();
    await downloadOpportunities(ranking, 'csv', false, () => {});
    expect(saved.map((file) => file.fileName)).toEqual(['Opportunities_2026-11-01_2026-11-28.csv']);
    const lines = (await saved[0]!.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Rank,Property,Code,Channel,Channel category,Accuracy,Expected gain (pts),Open issues,Audit date',
    );
    expect(lines).toHaveLength(TOTAL + 1);
    expect(lines.at(-1)).toMatch(new RegExp(`^${TOTAL},Hotel ${TOTAL},H${TOTAL},Google,`));
  });

  it('keeps rank, accuracy and gain as numbers in the workbook', async () => {
    stubRanking();
    await downloadOpportunities(ranking, 'xlsx', false, () => {});
    expect(saved[0]!.fileName).toBe('Opportunities_2026-11-01_2026-11-28.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Opportunities')!;
    expect(sheet.rowCount).toBe(TOTAL + 1);
    expect(sheet.getRow(2).values).toEqual([undefined, ...FIRST_ROW]);
  });
});
