export { Pagination, type PaginationLabels, type PaginationProps } from './pagination';
export {
  clampPage,
  DEFAULT_PAGE_SIZES,
  pageCount,
  pageRange,
  pageSizeChoices,
  rangeText,
} from './pagination-rules';
