import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv, UTF8_BOM } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark, then the headers and rows separated by CRLF', () => {
    const sut = toCsv(['Name', 'Class'], [['Léa Dubois', '熊猫班']]);

    expect(sut.startsWith(UTF8_BOM)).toBe(true);
    expect(sut.slice(1)).toBe('Name,Class\r\nLéa Dubois,熊猫班');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    const sut = toCsv(
      ['Description'],
      [['Art, music'], ['The "red" group'], ['line one\nline two']],
    );

    expect(sut.slice(1).split('\r\n')).toEqual([
      'Description',
      '"Art, music"',
      '"The ""red"" group"',
      '"line one\nline two"',
    ]);
    // A CSV reader gets the cells back exactly.
    const parsed = Papa.parse<string[]>(sut.slice(1), { newline: '\r\n' }).data;
    expect(parsed).toEqual([
      ['Description'],
      ['Art, music'],
      ['The "red" group'],
      ['line one\nline two'],
    ]);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const sut = toCsv(['Name'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)'], ['-2\nnext'], ['Mia']]);

    const cells = Papa.parse<string[]>(sut.slice(1), { newline: '\r\n' }).data.map(
      ([cell]) => cell,
    );
    expect(cells).toEqual(['Name', `'=HYPERLINK("x")`, `'+1`, `'@SUM(A1)`, `'-2\nnext`, 'Mia']);
  });

  it('is only the header line when there is no row', () => {
    expect(toCsv(['Name', 'E-mail'], [])).toBe(`${UTF8_BOM}Name,E-mail\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the list and the local date', () => {
    expect(csvFileName('classes', new Date(2026, 10, 2, 23, 30))).toBe('classes-2026-11-02.csv');
  });
});
