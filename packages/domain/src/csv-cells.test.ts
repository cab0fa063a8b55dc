import { describe, expect, it } from 'vitest';
import { csvSafeCell } from './csv-cells.ts';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', `'=HYPERLINK("https://evil.example","Click")`],
    ['=1+1', `'=1+1`],
    ['+SUM(A1:A9)', `'+SUM(A1:A9)`],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(1,2)', `'@SUM(1,2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['+41 44 123 45 67\n=1+1', `'+41 44 123 45 67\n=1+1`],
    ['-', `'-`],
    ['+', `'+`],
    ['--1', `'--1`],
    ['-1+1', `'-1+1`],
    ['+A1', `'+A1`],
  ])('neutralises %j', (value, written) => {
    expect(csvSafeCell(value)).toBe(written);
  });

  it.each([
    '+41 44 123 45 67',
    '+1 (555) 010-4477',
    '+(0)44 123/45.67',
    '-12.5',
    '-1,234.56',
    '+33',
    '0044 123 45 67',
    'Hotel Alma',
    '',
    'a=b',
    'Cost: -5',
    ' =1+1',
  ])('leaves %j as it is', (value) => {
    expect(csvSafeCell(value)).toBe(value);
  });
});
