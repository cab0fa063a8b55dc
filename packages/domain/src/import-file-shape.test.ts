import { describe, expect, it } from 'vitest';
import {
  columnsProblem,
  detectFileContent,
  fileContentProblem,
  fileNameProblem,
  missingValueMessage,
} from './import-file-shape.ts';

/** UTF-8 bytes of `text`, without depending on a runtime's encoder. */
const bytes = (text: string) =>
  Uint8Array.from(encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? [], (part) =>
    part.length === 3 ? parseInt(part.slice(1), 16) : part.charCodeAt(0),
  );

describe('detectFileContent: what a file is, whatever its name', () => {
  it('tells the signatures people upload by mistake', () => {
    expect(detectFileContent(new Uint8Array())).toBe('empty');
    expect(detectFileContent(bytes(' \r\n\t'))).toBe('empty');
    expect(detectFileContent(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFileContent(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]))).toBe('office-workbook');
    expect(detectFileContent(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBe('legacy-office');
    expect(detectFileContent(new Uint8Array([0x1f, 0x8b, 8]))).toBe('gzip');
    expect(detectFileContent(new Uint8Array([0xff, 0xfe, 0x63, 0]))).toBe('utf16');
    expect(detectFileContent(new Uint8Array([0x63, 0, 0x6f, 0, 0x64, 0]))).toBe('utf16');
    expect(detectFileContent(new Uint8Array([0x63, 0x6f, 0x64, 0x65, 0, 0x65, 0x66, 0x67]))).toBe(
      'binary',
    );
  });

  it('takes UTF-8 text, with or without a byte-order mark', () => {
    expect(detectFileContent(bytes('code,valid_from\n'))).toBe('text');
    expect(detectFileContent(bytes('\ufeffcode,name\nA,Hôtel Été\n'))).toBe('text');
  });
});

describe('fileContentProblem: says what was found and what was expected', () => {
  it('is null for text', () => {
    expect(fileContentProblem('text', 'REFERENCE', 'csv')).toBeNull();
  });

  it('names the detected content, the expected kind with its columns, and what to do', () => {
    expect(fileContentProblem('office-workbook', 'SNAPSHOTS', 'csv')).toBe(
      'This file is a spreadsheet workbook (XLSX, ODS) or another ZIP archive, not text. Expected channel snapshots as CSV text (UTF-8) with a header line naming at least the columns property_code, site_id, captured_at. Save the sheet as "CSV UTF-8" and upload that file.',
    );
    expect(fileContentProblem('empty', 'REFERENCE', 'json')).toBe(
      'The file is empty. Expected reference data as a JSON array of records with at least the fields code, validFrom, name, type, address.',
    );
  });
});

describe('fileNameProblem', () => {
  it('tells a workbook to be saved as CSV, and any other extension what is read', () => {
    expect(fileNameProblem('hotels.xlsx', 'REFERENCE')).toBe(
      'hotels.xlsx is a spreadsheet workbook; save the sheet as "CSV UTF-8" first. Expected reference data as a .csv, .json or .ndjson file.',
    );
    expect(fileNameProblem('scan.pdf', 'SEEN_LISTINGS')).toMatch(/^\.pdf files cannot be imported/);
    expect(fileNameProblem('export', 'SNAPSHOTS')).toMatch(/^export has no file extension/);
  });
});

describe('columnsProblem: the header against the kind being imported', () => {
  it('is null when every required column is there, extra columns or not', () => {
    expect(
      columnsProblem(['property_code', 'site_id', 'captured_at', 'name'], 'SNAPSHOTS', 'csv'),
    ).toBeNull();
  });

  it('names the kind the file looks like, and reports at the first missing column', () => {
    const problem = columnsProblem(
      ['property_code', 'site_id', 'captured_at', 'phone'],
      'REFERENCE',
      'csv',
    );
    expect(problem?.field).toBe('code');
    expect(problem?.message).toBe(
      'This file looks like channel snapshots (it has property_code, site_id, captured_at), not reference data. It has no columns code, valid_from, name, type, address_line1, city, country_code. Expected reference data as CSV text (UTF-8) with a header line naming at least the columns code, valid_from, name, type, address_line1, city, country_code, or import it as channel snapshots.',
    );
  });

  it('speaks of fields for JSON', () => {
    const problem = columnsProblem(['siteId', 'listingUrl', 'seenAt'], 'SNAPSHOTS', 'ndjson');
    expect(problem?.field).toBe('propertyCode');
    expect(problem?.message).toMatch(
      /^This file looks like seen listings .* It has no fields propertyCode, capturedAt\./,
    );
  });

  it('names a snapshot file sent as listing identities, which holds every column they need', () => {
    const snapshot = ['property_code', 'site_id', 'captured_at', 'listing_url'];
    expect(columnsProblem(snapshot, 'LISTING_IDENTITIES', 'csv')).toEqual({
      field: 'captured_at',
      message:
        'This file looks like channel snapshots (it has property_code, site_id, captured_at), not listing identities. Import it as channel snapshots.',
    });
    const identities = ['property_code', 'site_id', 'listing_url', 'external_id', 'seen_at'];
    expect(columnsProblem(identities, 'LISTING_IDENTITIES', 'csv')).toBeNull();
    expect(columnsProblem(snapshot, 'SNAPSHOTS', 'csv')).toBeNull();
  });

  it('lists the columns found when the file is no known kind', () => {
    expect(columnsProblem(['Hotel', 'Town'], 'SEEN_LISTINGS', 'csv')?.message).toMatch(
      /^It has no columns site_id, listing_url, seen_at \(columns found: Hotel, Town\)\./,
    );
  });

  it('tells a header separated by semicolons or tabs', () => {
    expect(columnsProblem(['code;valid_from;name'], 'REFERENCE', 'csv')?.message).toMatch(
      /separated by ";"; CSV columns are separated by commas/,
    );
    expect(columnsProblem(['code\tvalid_from'], 'REFERENCE', 'csv')?.message).toMatch(
      /separated by tabs/,
    );
  });
});

describe('missingValueMessage', () => {
  it('speaks of the column or field, not of the parser', () => {
    expect(missingValueMessage('csv')).toBe('is empty; this column is required');
    expect(missingValueMessage('json')).toBe('is missing; this field is required');
  });
});
