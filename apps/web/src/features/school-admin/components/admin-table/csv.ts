import Papa from 'papaparse';

/** The UTF-8 byte order mark: Excel then reads the file as UTF-8 (Chinese and accented names). */
export const UTF8_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (the flag-less `^` also catches multi-line cells). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV document (RFC 4180 quoting by papaparse: fields with commas, quotes or line breaks are
 * quoted, quotes doubled; CRLF between records) preceded by the BOM. Cells that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) are prefixed with `'`, so a name
 * typed by someone cannot become a formula in the manager's spreadsheet.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: [...headers], data: rows.map((row) => [...row]) },
      { newline: '\r\n', escapeFormulae: FORMULA_START },
    )
  );
}

/** `classes-2026-11-22.csv`: the list's name and the local date of the export. */
export function csvFileName(name: string, at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${name}-${date}.csv`;
}

/** Saves `csv` as a file through a temporary link to a Blob. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled (some browsers read the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
