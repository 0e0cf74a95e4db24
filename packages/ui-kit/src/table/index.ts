// `ui-kit/table`: DataTable, pagination bar, search box, column helpers, the list view store and constants.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export {
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT_COL,
  DEFAULT_SORT_DIR,
  LOADING_TEXT,
  NO_DATA_TEXT,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  isPageSize,
  type PageSize,
  type SortDirection,
} from './list-constants';
export {
  columnValue,
  displayValue,
  exportColumnIds,
  initialColumnVisibility,
  isSortedBy,
  moveColumn,
  nextSort,
  orderColumns,
  resolveColumnVisibility,
  sortKeyOf,
  tableColumns,
  valueAtPath,
  type DataColumn,
  type SortState,
} from './columns';
export { DataTable, type DataTablePagination, type DataTableProps } from './data-table';
export {
  PAGE_SIZE_LABEL,
  PAGE_SIZE_SHORT_LABEL,
  PaginationBar,
  pageText,
  paginationRules,
  selectionText,
  type PaginationBarProps,
  type PaginationRules,
} from './pagination-bar';
export { SearchBox, type SearchBoxProps } from './search-box';
export {
  RESET_COLUMNS_LABEL,
  moveColumnLabel,
  ColumnVisibilityMenu,
  type ColumnVisibilityItem,
  type ColumnVisibilityMenuProps,
} from './column-visibility-menu';
export {
  FilterBar,
  FilterCheckbox,
  FilterSelect,
  optionsFromLabels,
  type FilterCheckboxProps,
  type FilterOption,
  type FilterSelectProps,
} from './filter-select';
