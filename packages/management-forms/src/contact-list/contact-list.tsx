// ContactList: a company's contacts: search, kind/status/tag filters, server-sorted and paged table, new links.
import type { ContactListItem } from '@hangar/contracts';
import {
  Badge,
  buttonVariants,
  EmailAddress,
  SearchBox,
  type DataTableColumn,
  type DataTableLinkProps,
} from '@hangar/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { ListFilters, ResourceListTable, useListState, type ListFilter } from '../lib/resource-table';
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
  // The boxes show what is typed; the state changes once typing pauses. When the state changes from
  // outside (the URL), the boxes follow it.
  const [text, setText] = useState(state.q);
  const [tagText, setTagText] = useState(state.tag);
  const [shown, setShown] = useState({ q: state.q, tag: state.tag });
  if (shown.q !== state.q || shown.tag !== state.tag) {
    setShown({ q: state.q, tag: state.tag });
    if (shown.q !== state.q) setText(state.q);
    if (shown.tag !== state.tag) setTagText(state.tag);
  }

  const listQuery = useMemo(() => contactListQuery(managementCompanyID, state), [managementCompanyID, state]);
  const list = useResourceList<ContactListItem>('contact', listQuery);

  const clear = () => {
    setText('');
    setTagText('');
    change({ q: '', kind: 'all', active: 'true', tag: '' });
  };
  const newLink = (href: string | undefined, label: string, slot: string, variant: 'default' | 'outline') =>
    href
      ? renderLink({
          href,
          className: buttonVariants({ size: 'sm', variant }),
          children: label,
          'data-slot': slot,
        })
      : null;
  const newLinks = (
    <>
      {newLink(newIndividualHref, 'New individual', 'contact-list-new-individual', 'default')}
      {newLink(newCompanyHref, 'New company', 'contact-list-new-company', 'outline')}
    </>
  );
  const canAdd = Boolean(newIndividualHref || newCompanyHref);

  return (
    <div data-slot="contact-list" className="@container grid min-w-0 gap-4">
      <div data-slot="contact-list-toolbar" className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search contacts"
          placeholder="Name, e-mail, phone or city"
          className="min-w-48 flex-[2_1_16rem]"
          value={text}
          onValueChange={setText}
          onSearch={(q) => change({ q })}
        />
        <ListFilters filters={FILTERS} listState={listState} />
        <SearchBox
          label="Tag"
          placeholder="tenant"
          className="min-w-32 flex-[1_1_8rem]"
          value={tagText}
          onValueChange={setTagText}
          onSearch={(tag) => change({ tag })}
          clearLabel="Clear tag"
        />
        {canAdd && (
          <div data-slot="contact-list-actions" className="flex flex-wrap gap-2">
            {newLinks}
          </div>
        )}
      </div>
      <ResourceListTable<ContactListItem, ContactListState>
        list={list}
        caption="Contacts"
        hideCaption
        columns={columns}
        getRowHref={getEditHref}
        renderLink={renderLink}
        loadingLabel="Loading contacts…"
        listState={listState}
        filtered={isFiltered(state)}
        noMatch={{
          title: 'No contacts match',
          description: state.q.trim()
            ? `No contact matches “${state.q.trim()}” with these filters.`
            : 'No contact has these filters.',
          clearLabel: 'Clear the search and filters',
          onClear: clear,
        }}
        noneYet={{
          title: 'No contacts yet',
          description: 'Add the tenants, vendors and neighbours you deal with.',
          action: canAdd ? newLinks : undefined,
        }}
      />
    </div>
  );
}
