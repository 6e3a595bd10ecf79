export { DataTable, type DataTableProps } from './DataTable';
export { FilterSelect } from './FilterSelect';
export { useListParams, type ListParams, type SortState } from './use-list-params';
