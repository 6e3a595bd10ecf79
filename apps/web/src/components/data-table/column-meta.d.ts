import '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Sort on the server by this column's id (a whitelisted order field). */
    sortable?: boolean;
  }
}
