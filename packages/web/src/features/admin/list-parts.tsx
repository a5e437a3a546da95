import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { QueryBoundary } from '../../components/query-boundary';
import { Empty } from '../owner/parts';

interface PageData<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The settled search text and the page: what the server is asked. */
export interface ListInput {
  q: string;
  page: number;
}

/** The page's query for one input (a tRPC `queryOptions`), read with `useSuspenseQuery`. */
// oxlint-disable-next-line typescript/no-explicit-any -- tRPC's options carry their own error and key types
type PageQuery<T> = (input: ListInput) => UseSuspenseQueryOptions<PageData<T>, any, PageData<T>, any>;

/**
 * One list's search text and page. The text asks the server once per pause in typing; the settled
 * text and the page change in a transition, so the rows on screen stay until the next page has
 * loaded (ADR 106).
 */
function useListState() {
  const [typed, setTyped] = useState('');
  const [input, setInput] = useState<ListInput>({ q: '', page: 1 });
  useEffect(() => {
    if (typed === input.q) return;
    const timer = setTimeout(() => startTransition(() => setInput({ q: typed, page: 1 })), 250);
    return () => clearTimeout(timer);
  }, [typed, input.q]);
  const setPage = (page: number) => startTransition(() => setInput((prev) => ({ ...prev, page })));
  return { typed, setTyped, input, setPage };
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

/** The first page of a list with no search: what a route's loader awaits. */
export const FIRST_PAGE: ListInput = { q: '', page: 1 };

/**
 * One admin list (ADR 075): a search box, a table paged on the server, Previous/Next. The rows
 * read with `useSuspenseQuery` inside one `QueryBoundary`, so a failed list keeps the search box
 * and the rest of the page (ADR 106).
 */
export function PagedTable<T extends { id: string }>({
  label,
  searchLabel,
  query,
  columns,
}: {
  label: string;
  searchLabel: string;
  query: PageQuery<T>;
  columns: Column<T>[];
}) {
  const { tm } = useI18n();
  const { typed, setTyped, input, setPage } = useListState();
  return (
    <Card className="flex flex-col gap-4 p-4">
      <Field type="search" label={searchLabel} value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
      <QueryBoundary title={tm('Failed to load dashboard data')}>
        <Rows label={label} query={query} input={input} setPage={setPage} columns={columns} />
      </QueryBoundary>
    </Card>
  );
}

function Rows<T extends { id: string }>({
  label,
  query,
  input,
  setPage,
  columns,
}: {
  label: string;
  query: PageQuery<T>;
  input: ListInput;
  setPage: (page: number) => void;
  columns: Column<T>[];
}) {
  const { t } = useI18n();
  const list = useSuspenseQuery(query(input));
  const { page } = input;
  const pages = Math.max(1, Math.ceil(list.data.total / list.data.pageSize));
  return (
    <>
      {list.data.rows.length === 0 && <Empty>{t('admin.empty')}</Empty>}
      {list.data.rows.length > 0 && (
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
      {pages > 1 && (
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
    </>
  );
}
