import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Maps a raw row (snake_case names, driver values) to the table's drizzle row type, for the
 * few reads that go through SQL functions instead of the query builder.
 */
export function rowMapper<T extends Table>(
  table: T,
): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}
