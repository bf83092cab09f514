// Shared pieces of the staff lists: ?page=&pageSize=&q=, search patterns, paged answers and CSV downloads.
import { type AnyColumn, asc, desc, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { LIST_FORMATS, type ListQuery, ListQuerySchema } from '../../contract/admin';
import type { Paged } from '../../contract/api';
import { coded } from '../../contract/errors';
import { validated } from './apiDoc';
import type { Actor } from './audit';
import { type CsvColumn, toCsv } from './csv';
import type { AppEnv } from './deps';
import { ApiError, ok, validate } from './http';
import { likePattern } from './likePattern';

/** Largest CSV export; a bigger list is refused rather than cut silently. */
export const CSV_MAX_ROWS = 50_000;

export type ListParams = ListQuery & { csv: boolean };

export function listParams(c: Context<AppEnv>): ListParams {
  const { format, ...rest } = c.req.query();
  const query = validate(ListQuerySchema, pickListKeys(rest));
  if (format !== undefined && !(LIST_FORMATS as readonly string[]).includes(format)) throw new ApiError(400, 'server.listFormat');
  return { ...query, csv: format === 'csv' };
}

/**
 * A staff list's query, as the document and the client know it (`schema`, the plain list's by default), read as every
 * staff list reads it (`read`, listParams by default), so a refused page, format or filter keeps its own code
 * (server.listFormat, server.statusOneOf, server.eventIdInvalid), which the schema's messages would not give.
 */
export function listInput<S extends v.GenericSchema = typeof ListQuerySchema, Out = ListParams>(
  schema?: S,
  read?: (c: Context<AppEnv>) => Out,
) {
  return validated('query', (schema ?? ListQuerySchema) as S, (read ?? listParams) as (c: Context<AppEnv>) => Out);
}

const pickListKeys = (q: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const k of ['page', 'pageSize', 'q'] as const) if (q[k] !== undefined) out[k] = q[k];
  return out;
};

export { likePattern };

/** `q` matches any of the columns, case-insensitively, as a substring. */
export function searchWhere(q: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((col) => ilike(col as AnyColumn, pattern)));
}

/** Which rows of the ordered list a page is. Past the middle a page is read from the other end (ascending,
 * then turned round), so the last page costs what the first does instead of skipping every row before it. */
export type PageWindow = { limit: number; offset: number; reverse: boolean };

export function pageWindow(p: ListParams, total: number): PageWindow {
  if (p.csv) return { limit: CSV_MAX_ROWS + 1, offset: 0, reverse: false };
  const offset = (p.page - 1) * p.pageSize;
  if (offset >= total || offset + p.pageSize <= total / 2) return { limit: p.pageSize, offset, reverse: false };
  const limit = Math.min(p.pageSize, total - offset);
  return { limit, offset: total - offset - limit, reverse: true };
}

/**
 * One page of a staff list (newest first, or oldest first) and the list's total. The total is counted once and kept for a few
 * seconds per list, filter and search (any write through this process drops it; see AppServices.listTotals),
 * since counting 100,000 rows on every page turn costs more than the page. The page's ids come from an
 * index-only walk of the (created_at, id) index; `rows` then reads just those rows with their joins.
 */
export async function listPage<R>(
  c: Context<AppEnv>,
  p: ListParams,
  list: {
    key: string;
    /** A table with `id` and `created_at` columns (the list's order). */
    table: PgTable & { id: PgColumn; createdAt: PgColumn };
    where: SQL | undefined;
    /** Reads the page's rows (`ids`) in the list's `order`. */
    rows: (ids: SQLWrapper, order: SQL[]) => Promise<R[]>;
    /** Oldest first (a waiting list's queue) instead of newest first. */
    oldestFirst?: boolean;
  },
): Promise<{ items: R[]; total: number }> {
  const db = c.get('deps').database.db;
  const count = async () => (await db.select({ n: countOf }).from(list.table).where(list.where))[0]?.n ?? 0;
  const total = p.csv ? 0 : await c.get('deps').listTotals.get(`${list.key}\n${p.q}`, count);
  const w = pageWindow(p, total);
  const { id } = list.table;
  // With a search, the order is by an expression the (created_at, id) index cannot give: the planner then finds the
  // matches through the trigram index and sorts those few, instead of walking all 100,000 rows newest first until it
  // has a page of matches (a plan it picks after autovacuum's statistics guess many matches: 0.5 s a search, seen).
  const createdAt = p.q ? sql`(${list.table.createdAt} + interval '0 second')` : list.table.createdAt;
  const ids = db
    .select({ id })
    .from(list.table)
    .where(list.where)
    .orderBy(...(w.reverse !== Boolean(list.oldestFirst) ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)]))
    .limit(w.limit)
    .offset(w.offset);
  const items = await list.rows(ids, list.oldestFirst ? [asc(list.table.createdAt), asc(id)] : [desc(list.table.createdAt), desc(id)]);
  return { items, total };
}

export const countOf = sql<number>`cast(count(*) as integer)`;

/**
 * One page of a short staff list (events, posts, resources, accounts) and its total, counted alongside: these lists
 * stay small, so plain LIMIT/OFFSET costs nothing. `rows` reads the page, `limit` rows after `offset`, in list order.
 */
export async function shortListPage<R>(
  c: Context<AppEnv>,
  p: ListParams,
  table: PgTable,
  where: SQL | undefined,
  rows: (limit: number, offset: number) => Promise<R[]>,
): Promise<Paged<R>> {
  const db = c.get('deps').database.db;
  const [items, [total]] = await Promise.all([
    rows(p.pageSize, (p.page - 1) * p.pageSize),
    db.select({ n: countOf }).from(table).where(where),
  ]);
  return paged(items, total?.n ?? 0, p);
}

export const paged = <T>(items: T[], total: number, p: ListQuery): Paged<T> => ({
  items,
  total: Number(total),
  page: p.page,
  pageSize: p.pageSize,
});

export function csvResponse<T>(c: Context<AppEnv>, name: string, columns: readonly CsvColumn<T>[], rows: readonly T[]) {
  if (rows.length > CSV_MAX_ROWS) throw new ApiError(413, coded('server.exportTooLarge', CSV_MAX_ROWS));
  const day = c.get('deps').now().toISOString().slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  c.header('Cache-Control', 'no-store');
  return c.body(`\uFEFF${toCsv(columns, rows)}`);
}

/** A list's answer: the page as JSON or, with ?format=csv, every match as a CSV download named `name`. */
function listAnswer<T>(
  c: Context<AppEnv>,
  p: ListParams,
  page: { rows: T[]; total: number },
  csv: { name: string; columns: readonly CsvColumn<T>[] },
) {
  return p.csv ? csvResponse(c, csv.name, csv.columns, page.rows) : ok(c, paged(page.rows, page.total, p));
}

/** How a staff list is exported: the file's name and its columns. */
export type CsvSpec<T> = { name: string; columns: readonly CsvColumn<T>[] };

/** A staff list in one call: its page (every row for a CSV export) presented row by row, as JSON or as CSV. */
export async function pagedList<R, T>(
  c: Context<AppEnv>,
  p: ListParams,
  list: Parameters<typeof listPage<R>>[2] & { present: (row: R) => T },
  csv: CsvSpec<T>,
) {
  const { items, total } = await listPage(c, p, list);
  return listAnswer(c, p, { rows: items.map(list.present), total }, csv);
}

/** The signed-in staff member as the audit log records them. */
export const actorOf = (c: Context<AppEnv>): Actor => {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'auth.notSignedIn');
  return { id: user.id, name: user.name };
};
