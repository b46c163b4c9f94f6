// ContactList: a company's contacts: search, kind/status/tag filters, server-sorted and paged table, new links.
import type { ContactListItem } from '@hangar/contracts';
import { Badge, EmailAddress, SearchBox, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import { useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { addLinks, ListScreen, noMatchText, useFollowedText } from '../lib/list-screen';
import { useListState, type ListFilter } from '../lib/resource-table';
import {
  ACTIVE_FILTERS,
  contactListQuery,
  DEFAULT_CONTACT_LIST_STATE,
  isFiltered,
  KIND_FILTERS,
  KIND_LABELS,
  updatedText,
  type ContactListState,
} from './contact-list-rules';

export type ContactListProps = {
  managementCompanyID: number;
  /** Where a contact's row leads (its edit page). */
  getEditHref: (contact: ContactListItem) => string;
  /** Where "New individual" leads; without it there is no such link (a read-only viewer). */
  newIndividualHref?: string;
  /** Where "New company" leads; without it there is no such link. */
  newCompanyHref?: string;
  /** Renders links with the app's router; defaults to plain anchors. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** The search, filters, sort and page, when the caller owns them (to mirror them in the URL). */
  query?: ContactListState;
  /** Every change of the state (with `query`, the caller passes it back). */
  onQueryChange?: (query: ContactListState) => void;
  /** The first state when the list owns it. */
  defaultQuery?: Partial<ContactListState>;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const FILTERS: readonly ListFilter<ContactListState>[] = [
  { name: 'kind', label: 'Kind', className: 'w-36 shrink-0', options: KIND_FILTERS },
  { name: 'active', label: 'Status', className: 'w-32 shrink-0', options: ACTIVE_FILTERS },
];

const columns: DataTableColumn<ContactListItem>[] = [
  { id: 'fileAs', header: 'File as', sortable: true, primary: true, className: 'min-w-44' },
  {
    id: 'kind',
    header: 'Kind',
    sortable: true,
    cell: (contact) => (
      <span className="flex flex-wrap items-center gap-1.5">
        {KIND_LABELS[contact.kind]}
        {!contact.isActive && (
          <Badge data-slot="contact-list-inactive" variant="outline">
            Inactive
          </Badge>
        )}
      </span>
    ),
  },
  {
    id: 'primaryEmail',
    header: 'Primary e-mail',
    className: 'min-w-40',
    cell: (row) => (row.primaryEmail ? <EmailAddress address={row.primaryEmail} /> : null),
  },
  { id: 'primaryPhone', header: 'Primary phone', className: 'whitespace-nowrap' },
  { id: 'city', header: 'City', sortable: true },
  {
    id: 'tags',
    header: 'Tags',
    cell: (contact) =>
      contact.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {contact.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null,
  },
  {
    id: 'updated',
    header: 'Updated',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (contact) => <time dateTime={contact.updatedUtc}>{updatedText(contact.updatedUtc)}</time>,
  },
];

/**
 * The contacts of `managementCompanyID`, read through `useResourceList('contact', …)`. The search box and tag
 * filter apply once typing pauses; every filter change goes back to page 1. Pass `query` and `onQueryChange`
 * to keep the state in the URL (`contactListSearchParams` and `contactListStateFromSearchParams` translate
 * it). Needs a `ManagementProvider` above it.
 *
 * @example
 * <ContactList managementCompanyID={1} getEditHref={(c) => `/manage/contacts/${c.id}`} newIndividualHref="/manage/contacts/new/individual" />
 */
export function ContactList({
  managementCompanyID,
  getEditHref,
  newIndividualHref,
  newCompanyHref,
  renderLink = defaultLink,
  query,
  onQueryChange,
  defaultQuery,
}: ContactListProps) {
  const listState = useListState<ContactListState>(
    () => ({ ...DEFAULT_CONTACT_LIST_STATE, ...defaultQuery }),
    query,
    onQueryChange,
  );
  const { state, change } = listState;
  const [tagText, setTagText] = useFollowedText(state.tag);
  const listQuery = useMemo(() => contactListQuery(managementCompanyID, state), [managementCompanyID, state]);
  const list = useResourceList<ContactListItem>('contact', listQuery);

  const newLinks = addLinks(renderLink, [
    { href: newIndividualHref, label: 'New individual', slot: 'contact-list-new-individual' },
    { href: newCompanyHref, label: 'New company', slot: 'contact-list-new-company' },
  ]);

  return (
    <ListScreen<ContactListItem, ContactListState>
      slot="contact-list"
      search={{ label: 'Search contacts', placeholder: 'Name, e-mail, phone or city' }}
      filters={FILTERS}
      controls={
        <SearchBox
          label="Tag"
          placeholder="tenant"
          className="min-w-32 flex-[1_1_8rem]"
          value={tagText}
          onValueChange={setTagText}
          onSearch={(tag) => change({ tag })}
          clearLabel="Clear tag"
        />
      }
      actions={newLinks}
      list={list}
      caption="Contacts"
      columns={columns}
      getRowHref={getEditHref}
      renderLink={renderLink}
      loadingLabel="Loading contacts…"
      listState={listState}
      filtered={isFiltered(state)}
      noMatch={{
        title: 'No contacts match',
        description: noMatchText('contact', state.q),
        cleared: { q: '', kind: 'all', active: 'true', tag: '' },
        onClear: () => setTagText(''),
      }}
      noneYet={{
        title: 'No contacts yet',
        description: 'Add the tenants, vendors and neighbours you deal with.',
        action: newLinks,
      }}
    />
  );
}
