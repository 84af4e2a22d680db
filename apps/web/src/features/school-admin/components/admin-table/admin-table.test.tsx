// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/admin-test-harness';
import { AdminTable, type AdminColumn, type TableSource } from './admin-table';

interface Pupil {
  id: string;
  name: string;
  age: number;
  note: string;
}

function buildPupil(overrides: Partial<Pupil> = {}): Pupil {
  return { id: `p-${overrides.name ?? 'x'}`, name: 'Mia', age: 7, note: '', ...overrides };
}

const columns: AdminColumn<Pupil>[] = [
  { id: 'name', header: 'Name', text: (pupil) => pupil.name },
  {
    id: 'age',
    header: 'Age',
    text: (pupil) => String(pupil.age),
    sortValue: (pupil) => pupil.age,
    numeric: true,
  },
  { id: 'note', header: 'Note', text: (pupil) => pupil.note },
  {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    sortable: false,
    exportable: false,
    cell: (pupil) => <button type="button">Edit {pupil.name}</button>,
  },
];

const loaded = (data: Pupil[]): TableSource<Pupil> => ({
  data,
  isPending: false,
  isError: false,
  refetch: () => undefined,
});

function renderTable(source: TableSource<Pupil>, locale: 'en' | 'zh' | 'fr' = 'en') {
  return renderWithApp(
    <AdminTable
      caption="Pupils"
      columns={columns}
      source={source}
      rowId={(pupil) => pupil.id}
      exportName="pupils"
      emptyMessage="No pupil yet."
      initialSort={{ id: 'name' }}
    />,
    { locale },
  );
}

/** The first cell (the row header) of each body row, in order. */
function shownNames(): string[] {
  const table = screen.getByRole('table', { name: 'Pupils' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Clicks "CSV export" and reads the Blob handed to URL.createObjectURL. */
async function exportedCsv(
  label = 'CSV export',
): Promise<{ bytes: Uint8Array; text: string; fileName: string }> {
  let blob: Blob | undefined;
  let fileName = '';
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
    blob = value as Blob;
    return 'blob:pupils';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    fileName = this.download;
  });
  fireEvent.click(screen.getByRole('button', { name: label }));
  expect(create).toHaveBeenCalledTimes(1);
  expect(click).toHaveBeenCalledTimes(1);
  const bytes = new Uint8Array(await blob!.arrayBuffer());
  return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), fileName };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe(AdminTable.name, () => {
  describe('sorting', () => {
    it('sorts by the initial column, then by a clicked header, both ways, with aria-sort', () => {
      renderTable(
        loaded([
          buildPupil({ name: 'Zoé', age: 6 }),
          buildPupil({ name: 'amir', age: 9 }),
          buildPupil({ name: 'Liam', age: 10 }),
        ]),
      );
      const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
      const ageHeader = screen.getByRole('columnheader', { name: /Age/ });
      // Letters compared as the language does: "amir" before "Liam" whatever the case.
      expect(shownNames()).toEqual(['amir', 'Liam', 'Zoé']);
      expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
      expect(ageHeader.getAttribute('aria-sort')).toBe('none');

      fireEvent.click(within(ageHeader).getByRole('button'));
      // Numbers by value: 10 after 9.
      expect(shownNames()).toEqual(['Zoé', 'amir', 'Liam']);
      expect(ageHeader.getAttribute('aria-sort')).toBe('ascending');
      expect(nameHeader.getAttribute('aria-sort')).toBe('none');

      fireEvent.click(within(ageHeader).getByRole('button'));
      expect(shownNames()).toEqual(['Liam', 'amir', 'Zoé']);
      expect(ageHeader.getAttribute('aria-sort')).toBe('descending');
    });

    it('offers no sorting on the actions column', () => {
      renderTable(loaded([buildPupil()]));
      const actions = screen.getByRole('columnheader', { name: 'Actions' });
      expect(actions.hasAttribute('aria-sort')).toBe(false);
      expect(within(actions).queryByRole('button')).toBeNull();
    });
  });

  describe('filtering', () => {
    it('keeps the rows where every typed word is in some cell, ignoring case', () => {
      renderTable(
        loaded([
          buildPupil({ name: 'Mia', note: 'Loves dragons' }),
          buildPupil({ name: 'Noah', note: 'Pandas fan' }),
          buildPupil({ name: 'Léa', note: 'dragons and pandas' }),
        ]),
      );
      const filter = screen.getByLabelText('Filter');

      fireEvent.change(filter, { target: { value: 'DRAGONS' } });
      expect(shownNames()).toEqual(['Léa', 'Mia']);
      expect(screen.getByRole('status').textContent).toContain('2 of 3 rows');

      fireEvent.change(filter, { target: { value: 'pandas léa' } });
      expect(shownNames()).toEqual(['Léa']);

      fireEvent.change(filter, { target: { value: 'tigers' } });
      expect(screen.getByRole('cell', { name: 'Nothing matches your filter.' })).toBeTruthy();
    });
  });

  describe('paging', () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      buildPupil({ name: `Pupil ${String(index + 1).padStart(2, '0')}`, age: index }),
    );

    it('shows 10 rows a page, moves between pages and changes the page size', () => {
      renderTable(loaded(many));
      expect(shownNames()).toHaveLength(10);
      expect(shownNames()[0]).toBe('Pupil 01');
      expect(screen.getByText('Page 1 of 3')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
        true,
      );

      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText('Page 3 of 3')).toBeTruthy();
      expect(shownNames()).toEqual(['Pupil 21', 'Pupil 22', 'Pupil 23']);
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
        true,
      );

      fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
      expect(shownNames()).toHaveLength(23);
      expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    });

    it('goes back to the first page when the filter changes', () => {
      renderTable(loaded(many));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText('Page 2 of 3')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'pupil 01' } });
      expect(screen.getByText('Page 1 of 1')).toBeTruthy();
      expect(shownNames()).toEqual(['Pupil 01']);
    });
  });

  describe('states', () => {
    it('says so when the list is empty', () => {
      renderTable(loaded([]));
      expect(screen.getByRole('cell', { name: 'No pupil yet.' })).toBeTruthy();
    });

    it('shows a busy skeleton while loading, without pager or export', () => {
      renderTable({ data: undefined, isPending: true, isError: false, refetch: () => undefined });
      expect(screen.getByRole('table', { name: 'Pupils' }).getAttribute('aria-busy')).toBe('true');
      expect(screen.getByText('Loading…')).toBeTruthy();
      expect(
        (screen.getByRole('button', { name: 'CSV export' }) as HTMLButtonElement).disabled,
      ).toBe(true);
      expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('offers a retry after a failure', () => {
      const refetch = vi.fn();
      renderTable({ data: undefined, isPending: false, isError: true, refetch });
      expect(screen.getByRole('alert').textContent).toContain('We could not load this list.');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(refetch).toHaveBeenCalledTimes(1);
    });

    it('speaks the interface language', () => {
      renderTable(loaded([buildPupil()]), 'fr');
      expect(screen.getByLabelText('Filtrer')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
      expect(screen.getByText('Page 1 sur 1')).toBeTruthy();
    });
  });

  describe('CSV export', () => {
    it('exports every filtered, sorted row of all pages with the headers on screen and a BOM', async () => {
      const pupils = [
        ...Array.from({ length: 12 }, (_, index) =>
          buildPupil({ name: `Kid ${String(index).padStart(2, '0')}`, age: index }),
        ),
        buildPupil({ name: '李娜', age: 8, note: 'Likes "tigers", pandas\nand dragons' }),
        buildPupil({ name: 'Other', age: 30, note: 'excluded by the filter' }),
      ];
      renderTable(loaded(pupils));
      fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'K' } });
      fireEvent.click(
        within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'),
      );
      fireEvent.click(
        within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'),
      );

      const { bytes, text, fileName } = await exportedCsv();

      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(fileName).toMatch(/^pupils-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = text.slice(1).split('\r\n');
      // The actions column is not exported; the 13 matching rows of both pages are, by age desc.
      expect(lines[0]).toBe('Name,Age,Note');
      expect(lines.slice(1, 4)).toEqual(['Kid 11,11,', 'Kid 10,10,', 'Kid 09,9,']);
      expect(text).toContain('李娜,8,"Likes ""tigers"", pandas\nand dragons"');
      expect(text).not.toContain('Other');
      expect(lines.at(-1)).toBe('Kid 00,0,');
    });

    it('uses the headers of the interface language', async () => {
      renderWithApp(
        <AdminTable
          caption="学生"
          columns={[{ id: 'name', header: '姓名', text: (pupil: Pupil) => pupil.name }]}
          source={loaded([buildPupil({ name: '王小明' })])}
          rowId={(pupil) => pupil.id}
          exportName="students"
          emptyMessage="-"
        />,
        { locale: 'zh' },
      );
      const { text } = await exportedCsv('导出 CSV');
      expect(text).toBe('\uFEFF姓名\r\n王小明');
    });
  });
});
