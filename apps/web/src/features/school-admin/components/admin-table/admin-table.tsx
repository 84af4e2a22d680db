import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type PaginationState,
  type RowData,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../../../ui/skeleton/skeleton';
import { downloadCsv, csvFileName, toCsv } from './csv';
import styles from './admin-table.module.css';

/**
 * A column of an admin list. `text` is the cell as plain text: what the filter searches and the
 * CSV export holds (unless `csv` says otherwise), so what is found is what is seen.
 */
export interface AdminColumn<T> {
  id: string;
  /** The header in the interface language (also the CSV header). */
  header: string;
  text(row: T): string;
  /** What the column sorts on (numbers, ISO dates, a natural order); default `text`. */
  sortValue?(row: T): string | number;
  /** The cell on screen; default `text`. */
  cell?(row: T): ReactNode;
  /** The CSV value when it differs from the screen (a date as YYYY-MM-DD). */
  csv?(row: T): string;
  /** Default true; false for the action buttons. */
  sortable?: boolean;
  /** Default true; false for the action buttons. */
  exportable?: boolean;
  numeric?: boolean;
}

declare module '@tanstack/react-table' {
  // The generic parameters must match the library's declaration to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    admin?: AdminColumn<TData>;
  }
}

/** What the table needs of a query: its data and its state. */
export interface TableSource<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface AdminTableProps<T> {
  /** The table's accessible name (its caption), e.g. "Classes". */
  caption: string;
  columns: readonly AdminColumn<T>[];
  source: TableSource<T>;
  rowId(row: T): string;
  /** File name without date and extension ("classes"). */
  exportName: string;
  /** Shown when the list is empty (before any filter). */
  emptyMessage: string;
  initialSort?: { id: string; desc?: boolean };
  /** Buttons before the filter (Add ...). */
  actions?: ReactNode;
  /** The first column's cells are row headers (a name); default true. */
  rowHeaders?: boolean;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Compares what a column sorts on: numbers by value, text by the interface language's rules. */
function sortingFnFor(collator: Intl.Collator): SortingFn<unknown> {
  return (a, b, columnId) => {
    const left: unknown = a.getValue(columnId);
    const right: unknown = b.getValue(columnId);
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return collator.compare(String(left ?? ''), String(right ?? ''));
  };
}

/** The filter: every word typed must appear in one of the row's cells (case ignored). */
export function rowMatches<T>(row: T, columns: readonly AdminColumn<T>[], query: string): boolean {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const cells = columns
    .filter((column) => column.exportable !== false)
    .map((column) => column.text(row).toLocaleLowerCase());
  return words.every((word) => cells.some((cell) => cell.includes(word)));
}

/**
 * The admin lists' table (TanStack Table v8): sorting by the column headers (aria-sort), a text
 * filter, pages with a choice of size, an empty state, a skeleton while loading, a retry after a
 * failure, and a CSV export of the filtered and sorted rows (all pages) with the headers on
 * screen.
 */
export function AdminTable<T>({
  caption,
  columns,
  source,
  rowId,
  exportName,
  emptyMessage,
  initialSort,
  actions,
  rowHeaders = true,
}: AdminTableProps<T>) {
  const intl = useIntl();
  const id = useId();
  const captionId = `${id}-caption`;
  const filterId = `${id}-filter`;
  const sizeId = `${id}-size`;
  const [sorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : [],
  );
  const [filter, setFilter] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: PAGE_SIZES[0],
  });

  const collator = useMemo(
    () => new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' }),
    [intl.locale],
  );
  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const sortingFn = sortingFnFor(collator) as SortingFn<T>;
    return columns.map((column) => ({
      id: column.id,
      header: column.header,
      accessorFn: (row: T) => (column.sortValue ?? column.text)(row),
      cell: ({ row }) => (column.cell ?? column.text)(row.original),
      enableSorting: column.sortable !== false,
      enableGlobalFilter: column.exportable !== false,
      sortingFn,
      sortDescFirst: false,
      meta: { admin: column },
    }));
  }, [collator, columns]);
  const globalFilterFn = useMemo<FilterFn<T>>(
    // Whole-row matching: TanStack asks per column and keeps a row if any column says yes.
    () => (row, _columnId, value: string) => rowMatches(row.original, columns, value),
    [columns],
  );

  const data = useMemo(() => (source.data ? [...source.data] : []), [source.data]);
  // The app does not use the React Compiler; TanStack Table's instance is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data,
    columns: columnDefs,
    state: { sorting, globalFilter: filter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setFilter,
    onPaginationChange: setPagination,
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.columnDef.enableGlobalFilter !== false,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    // A row changed by an action must not send the user back to page 1.
    autoResetPageIndex: false,
  });

  const shownCount = table.getPrePaginationRowModel().rows.length;
  const pageCount = Math.max(1, table.getPageCount());
  // After a delete or a narrower filter the page may no longer exist.
  useEffect(() => {
    if (pagination.pageIndex > pageCount - 1) {
      setPagination((current) => ({ ...current, pageIndex: pageCount - 1 }));
    }
  }, [pageCount, pagination.pageIndex]);

  const exportCsv = () => {
    const exported = table
      .getVisibleLeafColumns()
      .map((column) => column.columnDef.meta?.admin)
      .filter((column): column is AdminColumn<T> => !!column && column.exportable !== false);
    const rows = table
      .getPrePaginationRowModel()
      .rows.map((row) => exported.map((column) => (column.csv ?? column.text)(row.original)));
    downloadCsv(
      csvFileName(exportName, new Date()),
      toCsv(
        exported.map((column) => column.header),
        rows,
      ),
    );
  };

  const loading = source.isPending && !source.data;
  const failed = source.isError && !source.data;
  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        {actions && <div className={styles.actions}>{actions}</div>}
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.label}>
            {intl.formatMessage({ id: 'schoolAdmin.table.filter' })}
          </label>
          <input
            id={filterId}
            type="search"
            className={styles.input}
            value={filter}
            placeholder={intl.formatMessage({ id: 'schoolAdmin.table.filterPlaceholder' })}
            onChange={(event) => {
              setFilter(event.target.value);
              setPagination((current) => ({ ...current, pageIndex: 0 }));
            }}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={exportCsv}
          disabled={loading || failed}
        >
          {intl.formatMessage({ id: 'schoolAdmin.table.export' })}
        </button>
      </div>

      {failed ? (
        <div className={styles.problem} role="alert">
          <p>{intl.formatMessage({ id: 'schoolAdmin.table.error' })}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void source.refetch()}
          >
            {intl.formatMessage({ id: 'common.retry' })}
          </button>
        </div>
      ) : (
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby={captionId}
          // Focusable so a keyboard user can scroll a wide table sideways.
          tabIndex={0}
        >
          <table className={styles.table} aria-busy={loading || undefined}>
            <caption id={captionId} className={styles.caption}>
              {caption}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = header.column;
                    const sorted = column.getIsSorted();
                    const meta = column.columnDef.meta?.admin;
                    const label = flexRender(column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={meta?.numeric ? styles.numeric : undefined}
                        aria-sort={
                          column.getCanSort()
                            ? sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                            : undefined
                        }
                      >
                        {column.getCanSort() ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={column.getToggleSortingHandler()}
                          >
                            {label}
                            <span className={styles.sortIcon} aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {loading ? (
                <SkeletonRows
                  columns={visibleColumns}
                  label={intl.formatMessage({ id: 'schoolAdmin.table.loading' })}
                />
              ) : table.getRowModel().rows.length === 0 ? (
                <tr>
                  <td colSpan={visibleColumns} className={styles.empty}>
                    {data.length === 0
                      ? emptyMessage
                      : intl.formatMessage({ id: 'schoolAdmin.table.noMatch' })}
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id}>
                    {row.getVisibleCells().map((cell, index) => {
                      const numeric = cell.column.columnDef.meta?.admin?.numeric;
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      return rowHeaders && index === 0 ? (
                        <th key={cell.id} scope="row" className={styles.rowHeader}>
                          {content}
                        </th>
                      ) : (
                        <td key={cell.id} className={numeric ? styles.numeric : undefined}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      {!loading && !failed && (
        <div className={styles.footer}>
          <p className={styles.count} role="status">
            {filter.trim()
              ? intl.formatMessage(
                  { id: 'schoolAdmin.table.countFiltered' },
                  { shown: shownCount, total: data.length },
                )
              : intl.formatMessage({ id: 'schoolAdmin.table.count' }, { total: data.length })}
          </p>
          <div className={styles.size}>
            <label htmlFor={sizeId}>
              {intl.formatMessage({ id: 'schoolAdmin.table.pageSize' })}
            </label>
            <select
              id={sizeId}
              className={styles.select}
              value={pagination.pageSize}
              onChange={(event) =>
                setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })
              }
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <nav
            className={styles.pager}
            aria-label={intl.formatMessage({ id: 'schoolAdmin.table.pages' }, { caption })}
          >
            <button
              type="button"
              className="button button--ghost"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              {intl.formatMessage({ id: 'schoolAdmin.table.previous' })}
            </button>
            <span className={styles.pageOf}>
              {intl.formatMessage(
                { id: 'schoolAdmin.table.pageOf' },
                { page: pagination.pageIndex + 1, pages: pageCount },
              )}
            </span>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
            >
              {intl.formatMessage({ id: 'schoolAdmin.table.next' })}
            </button>
          </nav>
        </div>
      )}
    </div>
  );
}

/** Placeholder rows while the list loads; the busy table is announced by its label. */
function SkeletonRows({ columns, label }: { columns: number; label: string }) {
  return (
    <>
      <tr>
        <td colSpan={columns} className={styles.loadingLabel}>
          <span className="visually-hidden">{label}</span>
          <Skeleton height="1.25rem" />
        </td>
      </tr>
      {[1, 2, 3, 4].map((key) => (
        <tr key={key} aria-hidden="true">
          {Array.from({ length: columns }, (_, index) => (
            <td key={index}>
              <Skeleton height="1.25rem" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
