import '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Sort on the server by this column's id (a whitelisted order field). */
    sortable?: boolean;
    /** On a phone, this column is the card's title (default: the first column). */
    primary?: boolean;
    /** Left out of the phone card (details the wide table has room for). */
    hideOnPhone?: boolean;
    align?: 'left' | 'right' | 'center';
  }
}
