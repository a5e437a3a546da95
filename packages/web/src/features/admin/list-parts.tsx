import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { useDebouncedValue } from '../discovery/use-debounced-value';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { Empty } from '../owner/parts';

export interface PageData<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListState {
  typed: string;
  setTyped: (q: string) => void;
  page: number;
  setPage: (page: number) => void;
  /** The settled search text and the page: what the server is asked. */
  input: { q: string; page: number };
}

/** One list's search text and page; the text asks the server once per pause in typing. */
export function useListState(): ListState {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(typed, 250);
  return { typed, setTyped, page, setPage, input: { q, page } };
}

export interface Column<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** Hidden below the sm breakpoint (the row's first cell shows it instead, at 390 px). */
  wide?: boolean;
}

/**
 * The first column: the row's name in bold, and under it on phones (below sm) what a hidden wide
 * column shows, e.g. the email or the address.
 */
export function nameColumn<T extends { name: string }>(header: string, under: (row: T) => ReactNode, opts: { anywhere?: boolean } = {}): Column<T> {
  return {
    header,
    render: (row) => (
      <>
        <span className="font-medium break-words">{row.name}</span>
        <span className={opts.anywhere ? 'block wrap-anywhere text-muted-foreground sm:hidden' : 'block text-muted-foreground sm:hidden'}>{under(row)}</span>
      </>
    ),
  };
}

/** A date column in the medium date style of the page's language. */
export function dateColumn<T>(header: string, date: (row: T) => string, format: (d: string, o: Intl.DateTimeFormatOptions) => string, wide = false): Column<T> {
  return { header, wide, render: (row) => format(date(row), { dateStyle: 'medium' }) };
}

/**
 * One admin list (ADR 075): a search box, a table paged on the server, Previous/Next.
 */
export function PagedTable<T extends { id: string }>({
  label,
  searchLabel,
  state,
  list,
  columns,
}: {
  label: string;
  searchLabel: string;
  state: ListState;
  /** The page the caller asked for with `state.input` (placeholderData: keepPreviousData). */
  list: UseQueryResult<PageData<T>, unknown>;
  columns: Column<T>[];
}) {
  const { t, tm } = useI18n();
  const { typed, setTyped, page, setPage } = state;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Card className="flex flex-col gap-4 p-4">
      <Field
        type="search"
        label={searchLabel}
        value={typed}
        maxLength={100}
        onChange={(e) => {
          setTyped(e.target.value);
          setPage(1);
        }}
      />
      {list.isPending && <Loading />}
      {list.isError && <LoadError title={tm('Failed to load dashboard data')} error={list.error} retry={() => void list.refetch()} />}
      {list.data && list.data.rows.length === 0 && <Empty>{t('admin.empty')}</Empty>}
      {list.data && list.data.rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={label}>
            <thead className="text-muted-foreground">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={c.wide ? 'hidden px-2 py-2 font-medium sm:table-cell' : 'px-2 py-2 font-medium'}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((row) => (
                <tr key={row.id} className="border-t border-border align-top">
                  {columns.map((c) => (
                    <td key={c.header} className={c.wide ? 'hidden px-2 py-2 sm:table-cell' : 'px-2 py-2'}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={label}>
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.prev')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('admin.pageOf', { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('admin.next')}
          </Button>
        </nav>
      )}
    </Card>
  );
}
