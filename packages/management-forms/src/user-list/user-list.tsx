// UserList: a company's users, or every company's for system administrators (with a company filter and column):
// search, status filter, server-sorted and paged table, and the link to invite or add a user.
import type { SystemUser } from '@hangar/contracts';
import {
  Badge,
  Button,
  buttonVariants,
  EmailAddress,
  Field,
  SearchBox,
  SimpleSelect,
  type DataTableColumn,
  type DataTableLinkProps,
  type DataTableSort,
} from '@hangar/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { ResourceTable } from '../lib/resource-table';
import {
  lastSignInText,
  STATUS_FILTERS,
  STATUS_LABELS,
  userListQuery,
  userStatus,
  type UserListState,
  type UserSort,
  type UserStatusFilter,
} from './user-list-rules';

export type CompanyOption = { id: number; name: string };

export type UserListProps = {
  /** One company's users. */
  managementCompanyID?: number;
  /**
   * Instead, every company's users (system administration): `companies` feeds the Company filter and column,
   * and system administrators are marked.
   */
  companies?: readonly CompanyOption[];
  /** Where a user's row leads (their edit page). */
  getEditHref: (user: SystemUser) => string;
  /** Where "Invite a user" leads; without it (and `newHref`) there is no such link (a read-only viewer). */
  inviteHref?: string;
  /** Where "New user" leads (system administration creates users directly). */
  newHref?: string;
  /** Renders links with the app's router; defaults to plain anchors. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** Rows per page at first (25). */
  pageSize?: number;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const badgeVariant = { active: 'success', disabled: 'outline', unconfirmed: 'warning' } as const;

function columnsOf(companyName?: (id: number) => string): DataTableColumn<SystemUser>[] {
  return [
    { id: 'fileAs', header: 'File as', sortable: true, primary: true },
    { id: 'userName', header: 'User name', sortable: true },
    ...(companyName
      ? [
          {
            id: 'company',
            header: 'Company',
            cell: (user: SystemUser) => companyName(user.managementCompanyID),
          },
        ]
      : []),
    {
      id: 'email',
      header: 'E-mail',
      sortable: true,
      className: 'break-all',
      cell: (row) => <EmailAddress address={row.email} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => {
        const status = userStatus(user);
        return (
          <span className="flex flex-wrap gap-1">
            <Badge variant={badgeVariant[status]}>{STATUS_LABELS[status]}</Badge>
            {companyName && user.isSystemAdmin && <Badge variant="info">System administrator</Badge>}
          </span>
        );
      },
    },
    {
      id: 'lastLogin',
      header: 'Last sign-in',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (user) =>
        user.lastLoginUtc ? (
          <time dateTime={user.lastLoginUtc}>{lastSignInText(user.lastLoginUtc)}</time>
        ) : (
          <span className="text-muted-foreground">Never</span>
        ),
    },
  ];
}

/**
 * Users: search, a status filter (and a company filter over every company when `companies` is given) and a
 * server-sorted, paged table whose rows lead to `getEditHref`, with "Invite a user" (`inviteHref`) or "New
 * user" (`newHref`) when given. Needs a `ManagementProvider` above it.
 */
export function UserList({
  managementCompanyID,
  companies,
  getEditHref,
  inviteHref,
  newHref,
  renderLink = defaultLink,
  pageSize: firstPageSize = 25,
}: UserListProps) {
  const everyCompany = companies !== undefined;
  const [text, setText] = useState('');
  const [company, setCompany] = useState('all');
  const [state, setState] = useState<UserListState>({
    q: '',
    status: 'all',
    sort: { id: 'fileAs', desc: false },
    page: 1,
    pageSize: firstPageSize,
  });
  const change = (next: Partial<UserListState>) => setState((s) => ({ ...s, page: 1, ...next }));
  const companyID = everyCompany ? (company === 'all' ? undefined : Number(company)) : managementCompanyID;
  const query = useMemo(() => userListQuery(companyID, state), [companyID, state]);
  const list = useResourceList<SystemUser>('user', query);
  const columns = useMemo(
    () =>
      columnsOf(companies && ((id: number) => companies.find((c) => c.id === id)?.name ?? `Company ${id}`)),
    [companies],
  );

  const filtered = state.q !== '' || state.status !== 'all' || company !== 'all';
  const clear = () => {
    setText('');
    setCompany('all');
    change({ q: '', status: 'all' });
  };
  const addHref = inviteHref ?? newHref;
  const add = addHref
    ? renderLink({
        href: addHref,
        className: buttonVariants(),
        children: inviteHref ? 'Invite a user' : 'New user',
        'data-slot': 'user-list-add',
      })
    : null;

  return (
    <div data-slot="user-list" className="grid min-w-0 gap-4">
      <div data-slot="user-list-toolbar" className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search users"
          className="min-w-48 flex-1"
          value={text}
          onValueChange={setText}
          onSearch={(q) => change({ q })}
        />
        {companies && (
          <Field label="Company" className="w-56 max-w-full">
            <SimpleSelect
              options={[
                { value: 'all', label: 'All companies' },
                ...companies.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              value={company}
              onValueChange={(value) => {
                setCompany(value);
                change({});
              }}
            />
          </Field>
        )}
        <Field label="Status" className="w-36">
          <SimpleSelect
            options={STATUS_FILTERS}
            value={state.status}
            onValueChange={(status) => change({ status: status as UserStatusFilter })}
          />
        </Field>
        {add}
      </div>
      <ResourceTable<SystemUser>
        list={list}
        caption={everyCompany ? 'Users of every company' : 'Users'}
        hideCaption
        columns={columns}
        getRowHref={getEditHref}
        renderLink={renderLink}
        sort={state.sort}
        onSortChange={(sort: DataTableSort) => change({ sort: { id: sort.id as UserSort, desc: sort.desc } })}
        loadingLabel="Loading users…"
        empty={
          filtered
            ? {
                title: 'No users match',
                description: state.q
                  ? `Nobody matches “${state.q}” with these filters.`
                  : 'Nobody matches these filters.',
                action: (
                  <Button type="button" variant="outline" size="sm" onClick={clear}>
                    Show everyone
                  </Button>
                ),
              }
            : everyCompany
              ? { title: 'No users yet', description: 'Nobody can sign in yet.', action: add }
              : {
                  title: 'No users yet',
                  description: 'Invite the people who work with you; they choose their own password.',
                  action: add,
                }
        }
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(page) => setState((s) => ({ ...s, page }))}
        onPageSizeChange={(pageSize) => change({ pageSize })}
      />
    </div>
  );
}
