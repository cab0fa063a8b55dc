import { describe, expect, it } from 'vitest';
import { downloadFileName, sanitizeFileName } from './download-file-name.ts';

const range = { startDate: '2026-10-23', endDate: '2026-11-22' };

describe('sanitizeFileName: "Download file names drop the characters / \\ : * ? < > |."', () => {
  it('drops each forbidden character', () => {
    expect(sanitizeFileName('a/b\\c:d*e?f<g>h|i')).toBe('abcdefghi');
  });

  it('keeps everything else', () => {
    expect(sanitizeFileName('Hampton by Hilton (HP) & Co. 2026-11-22')).toBe(
      'Hampton by Hilton (HP) & Co. 2026-11-22',
    );
  });
});

describe('downloadFileName: "Download file names list fewer than 4 selected names (channels, or else channel categories; then property codes or brand, chain or management company)."', () => {
  it('lists channels, property codes and the date range', () => {
    expect(
      downloadFileName({
        prefix: 'Accuracy',
        channels: ['Google', 'Expedia'],
        propertyCodes: ['LONHI'],
        dateRange: range,
        extension: 'xlsx',
      }),
    ).toBe('Accuracy_Google_Expedia_LONHI_2026-10-23_2026-11-22.xlsx');
  });

  it('lists up to 3 names, and none of a list of 4 or more', () => {
    const three = ['A', 'B', 'C'];
    const four = ['A', 'B', 'C', 'D'];
    expect(downloadFileName({ prefix: 'R', channels: three, extension: 'csv' })).toBe(
      'R_A_B_C.csv',
    );
    expect(downloadFileName({ prefix: 'R', channels: four, extension: 'csv' })).toBe('R.csv');
    expect(downloadFileName({ prefix: 'R', propertyCodes: four, extension: 'csv' })).toBe('R.csv');
  });

  it('uses channel categories only when no channel is selected', () => {
    const categories = ['GDS', 'Metasearch'];
    expect(downloadFileName({ prefix: 'R', channelCategories: categories, extension: 'pdf' })).toBe(
      'R_GDS_Metasearch.pdf',
    );
    expect(
      downloadFileName({
        prefix: 'R',
        channels: ['Google'],
        channelCategories: categories,
        extension: 'pdf',
      }),
    ).toBe('R_Google.pdf');
    // Too many channels: the categories do not stand in for them.
    expect(
      downloadFileName({
        prefix: 'R',
        channels: ['A', 'B', 'C', 'D'],
        channelCategories: categories,
        extension: 'pdf',
      }),
    ).toBe('R.pdf');
  });

  it('falls back from property codes to brand, then chain, then management company', () => {
    const names = {
      brands: ['Hampton'],
      chains: ['Hilton'],
      managementCompanies: ['Acme Hospitality'],
    };
    expect(
      downloadFileName({ prefix: 'R', propertyCodes: ['X1'], ...names, extension: 'csv' }),
    ).toBe('R_X1.csv');
    expect(downloadFileName({ prefix: 'R', propertyCodes: [], ...names, extension: 'csv' })).toBe(
      'R_Hampton.csv',
    );
    expect(downloadFileName({ prefix: 'R', ...names, brands: [], extension: 'csv' })).toBe(
      'R_Hilton.csv',
    );
    expect(
      downloadFileName({
        prefix: 'R',
        managementCompanies: ['Acme Hospitality'],
        extension: 'csv',
      }),
    ).toBe('R_Acme Hospitality.csv');
  });

  it('drops forbidden characters from every name and skips names left empty', () => {
    expect(
      downloadFileName({
        prefix: 'Accuracy report',
        channels: ['Google/Maps', 'A|B', '???'],
        brands: ['Embassy: Suites*'],
        dateRange: range,
        extension: '.xlsx',
      }),
    ).toBe('Accuracy report_GoogleMaps_AB_Embassy Suites_2026-10-23_2026-11-22.xlsx');
  });

  it('works without an extension or date range', () => {
    expect(downloadFileName({ prefix: 'Report', extension: '' })).toBe('Report');
  });
});
