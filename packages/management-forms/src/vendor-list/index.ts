export { VendorList, type VendorListProps } from './vendor-list';
export {
  ATTENTION_LIMIT,
  VendorInsuranceAttention,
  type VendorInsuranceAttentionProps,
} from './vendor-insurance-attention';
export {
  DEFAULT_VENDOR_LIST_STATE,
  isVendorListFiltered,
  VENDOR_CATEGORY_FILTERS,
  VENDOR_INSURANCE_FILTERS,
  VENDOR_KIND_FILTERS,
  VENDOR_STATUS_FILTERS,
  vendorListQuery,
  vendorListSearchParams,
  vendorListStateFromSearchParams,
  type VendorCategoryFilter,
  type VendorInsuranceFilter,
  type VendorKindFilter,
  type VendorListState,
  type VendorSort,
  type VendorStatusFilter,
} from './vendor-list-rules';
