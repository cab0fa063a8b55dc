import type { GetColumnData, Table } from 'drizzle-orm';

/**
 * A row of `table` as `pg` returns it from `SELECT *`: keyed by the database's column names (not
 * Drizzle's property names, since raw SQL returns those), each with its column's type and null
 * when the column allows it. Select a few columns with `Pick<Row<typeof t>, 'id' | 'name'>`, so
 * that a column renamed or retyped in the schema fails to compile where its rows are read.
 *
 * Drizzle's type for a column is what pg hands back here only with the parsers set in
 * connection.ts: bigint in `mode: 'number'` (INT8 parsed to a number), `date` in its default
 * string mode (DATE kept as text) and `timestamp` in its default Date mode. row-types.test.ts
 * holds the schema to those kinds.
 */
export type Row<T extends Table> = {
  [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: GetColumnData<
    T['_']['columns'][K]
  >;
};
