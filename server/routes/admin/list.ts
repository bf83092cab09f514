// Shared pieces of the staff lists: ?page=&pageSize=&q=, search patterns, paged answers and CSV downloads.
import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { type ListQuery, ListQuerySchema } from '../../../contract/admin';
import type { Paged } from '../../../contract/api';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../deps';
import { ApiError, validate } from '../../http';
import type { Actor } from '../../services/audit';
import { toCsv } from '../../services/csv';

/** Largest CSV export; a bigger list is refused rather than cut silently. */
export const CSV_MAX_ROWS = 50_000;

export type ListParams = ListQuery & { csv: boolean };

export function listParams(c: Context<AppEnv>): ListParams {
  const { format, ...rest } = c.req.query();
  const query = validate(ListQuerySchema, pickListKeys(rest));
  if (format !== undefined && format !== 'csv' && format !== 'json') throw new ApiError(400, 'Format must be csv or json.');
  return { ...query, csv: format === 'csv' };
}

const pickListKeys = (q: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const k of ['page', 'pageSize', 'q'] as const) if (q[k] !== undefined) out[k] = q[k];
  return out;
};

/** `q` matches any of the columns, case-insensitively, as a substring (% and _ are taken literally). */
export function searchWhere(q: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((col) => ilike(col as AnyColumn, pattern)));
}

export const countOf = sql<number>`cast(count(*) as integer)`;

export const paged = <T>(items: T[], total: number, p: ListQuery): Paged<T> => ({
  items,
  total: Number(total),
  page: p.page,
  pageSize: p.pageSize,
});

export function csvResponse<T>(
  c: Context<AppEnv>,
  name: string,
  columns: readonly { header: string; value: (row: T) => unknown }[],
  rows: readonly T[],
) {
  if (rows.length > CSV_MAX_ROWS) throw new ApiError(413, `The export has more than ${CSV_MAX_ROWS} rows; narrow it with a search.`);
  const day = c.get('deps').now().toISOString().slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  c.header('Cache-Control', 'no-store');
  return c.body(`\uFEFF${toCsv(columns, rows)}`);
}

/** The signed-in staff member as the audit log records them. */
export const actorOf = (c: Context<AppEnv>): Actor => {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'Please sign in to continue.');
  return { id: user.id, name: user.name };
};

export const statusBody = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  v.object({ status: v.picklist(values, message) });

/** Runs writes in one transaction (the audit row lands with the change or not at all). */
export const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db));
