export { ContactList, type ContactListProps } from './contact-list';
export {
  ACTIVE_FILTERS,
  contactListQuery,
  contactListSearchParams,
  contactListStateFromSearchParams,
  DEFAULT_CONTACT_LIST_STATE,
  isFiltered,
  KIND_FILTERS,
  type ContactActiveFilter,
  type ContactKindFilter,
  type ContactListState,
  type ContactSort,
} from './contact-list-rules';
