export { DataTable, type DataTableProps } from './DataTable';
export { DataTableExport, type ExportFormat } from './DataTableExport';
export type { EmptyState } from './DataTableState';
export { FilterSelect, type DataTableFilter } from './FilterSelect';
export { useListParams, type ListParams, type SortState } from './use-list-params';
export type { RowSelection } from './row-selection';
