// UserList: a company's users: search, status filter, server-sorted and paged table, invite link.
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

export type UserListProps = {
  managementCompanyID: number;
  /** Where a user's row leads (their edit page). */
  getEditHref: (user: SystemUser) => string;
  /** Where "Invite a user" leads; without it there is no such link (a read-only viewer). */
  inviteHref?: string;
  /** Renders links with the app's router; defaults to plain anchors. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** Rows per page at first (25). */
  pageSize?: number;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const badgeVariant = { active: 'success', disabled: 'outline', unconfirmed: 'warning' } as const;

const columns: DataTableColumn<SystemUser>[] = [
  { id: 'fileAs', header: 'File as', sortable: true, primary: true },
  { id: 'userName', header: 'User name', sortable: true },
  { id: 'email', header: 'E-mail', sortable: true, cell: (row) => <EmailAddress address={row.email} /> },
  {
    id: 'status',
    header: 'Status',
    cell: (user) => {
      const status = userStatus(user);
      return <Badge variant={badgeVariant[status]}>{STATUS_LABELS[status]}</Badge>;
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

/**
 * The company's users: search, a status filter and a server-sorted, paged table whose rows lead to
 * `getEditHref`, with "Invite a user" when `inviteHref` is given. Needs a `ManagementProvider` above it.
 */
export function UserList({
  managementCompanyID,
  getEditHref,
  inviteHref,
  renderLink = defaultLink,
  pageSize: firstPageSize = 25,
}: UserListProps) {
  const [text, setText] = useState('');
  const [state, setState] = useState<UserListState>({
    q: '',
    status: 'all',
    sort: { id: 'fileAs', desc: false },
    page: 1,
    pageSize: firstPageSize,
  });
  const change = (next: Partial<UserListState>) => setState((s) => ({ ...s, page: 1, ...next }));
  const query = useMemo(() => userListQuery(managementCompanyID, state), [managementCompanyID, state]);
  const list = useResourceList<SystemUser>('user', query);

  const filtered = state.q !== '' || state.status !== 'all';
  const clear = () => {
    setText('');
    change({ q: '', status: 'all' });
  };
  const invite = inviteHref
    ? renderLink({
        href: inviteHref,
        className: buttonVariants(),
        children: 'Invite a user',
        'data-slot': 'user-list-invite',
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
        <Field label="Status" className="w-36">
          <SimpleSelect
            options={STATUS_FILTERS}
            value={state.status}
            onValueChange={(status) => change({ status: status as UserStatusFilter })}
          />
        </Field>
        {invite}
      </div>
      <ResourceTable<SystemUser>
        list={list}
        caption="Users"
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
                  ? `Nobody matches “${state.q}” with this status.`
                  : 'Nobody has this status.',
                action: (
                  <Button type="button" variant="outline" size="sm" onClick={clear}>
                    Show everyone
                  </Button>
                ),
              }
            : {
                title: 'No users yet',
                description: 'Invite the people who work with you; they choose their own password.',
                action: invite,
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
