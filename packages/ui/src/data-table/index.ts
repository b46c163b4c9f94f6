export {
  DataTable,
  type DataTableColumn,
  type DataTableEmpty,
  type DataTableLinkProps,
  type DataTableProps,
} from './data-table';
export {
  ariaSortFor,
  dataTableState,
  nextSort,
  type DataTableSort,
  type DataTableState,
} from './data-table-rules';
