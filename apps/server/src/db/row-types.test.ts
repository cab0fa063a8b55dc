import type { Column, Table } from 'drizzle-orm';
import { describe, expectTypeOf, it } from 'vitest';
import type { ViewScope } from './schema/views.ts';
import type { Row } from './row-types.ts';
import type * as schema from './schema/index.ts';
import type { alerts, auditResults, views } from './schema/index.ts';

type Tables = Extract<(typeof schema)[keyof typeof schema], Table>;
type ColumnsOf<T> = T extends Table ? T['_']['columns'][keyof T['_']['columns']] : never;
type KindOf<C> = C extends Column ? C['_']['columnType'] : never;
type KeysOf<T> = T extends Table ? keyof Row<T> : never;

describe('Row', () => {
  it('keys a row by database column names with their types and nullability', () => {
    expectTypeOf<Row<typeof views>['client_id']>().toEqualTypeOf<number>();
    expectTypeOf<Row<typeof views>['scope']>().toEqualTypeOf<ViewScope>();
    expectTypeOf<Row<typeof alerts>['acknowledged_at']>().toEqualTypeOf<Date | null>();
    expectTypeOf<Row<typeof auditResults>['characteristic']>().toEqualTypeOf<string>();
    expectTypeOf<Pick<Row<typeof views>, 'id' | 'client_id'>>().toEqualTypeOf<{
      id: number;
      client_id: number;
    }>();
    // @ts-expect-error Drizzle's property name is not what raw SQL returns.
    expectTypeOf<Row<typeof views>['clientId']>().toBeNever();
  });

  it('holds the schema to column kinds whose Drizzle type is what pg returns', () => {
    // With connection.ts's parsers, pg returns a number for every bigint, a string for every
    // date and a Date for every timestamp; these kinds would type them otherwise.
    type Mismatched = Extract<
      KindOf<ColumnsOf<Tables>>,
      'PgBigInt64' | 'PgDate' | 'PgTimestampString' | 'PgNumericNumber' | 'PgNumericBigInt'
    >;
    expectTypeOf<Mismatched>().toBeNever();
    // Every column name is a literal, so a row type has no catch-all key.
    expectTypeOf<string extends KeysOf<Tables> ? true : false>().toEqualTypeOf<false>();
  });
});
