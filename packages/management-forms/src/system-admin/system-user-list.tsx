// SystemUserList: every company's users: search, company and status filters, server-sorted and paged table.
import type { SystemUser } from '@hangar/contracts';
import {
  Badge,
  Button,
  buttonVariants,
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
} from '../user-list/user-list-rules';

export type CompanyOption = { id: number; name: string };

export type SystemUserListProps = {
  /** The companies, for the filter and the Company column. */
  companies: readonly CompanyOption[];
  getEditHref: (user: SystemUser) => string;
  /** Where "New user" leads; without it there is no such link (a read-only viewer). */
  newHref?: string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  pageSize?: number;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;
const badgeVariant = { active: 'success', disabled: 'outline', unconfirmed: 'warning' } as const;

/**
 * Every company's users, for system administrators: search, company and status filters, and a server-sorted,
 * paged table whose rows lead to `getEditHref`, with "New user" when `newHref` is given. `companies` feeds
 * the company filter and column. Needs a `ManagementProvider` above it.
 */
export function SystemUserList({
  companies,
  getEditHref,
  newHref,
  renderLink = defaultLink,
  pageSize: firstPageSize = 25,
}: SystemUserListProps) {
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
  const query = useMemo(() => {
    const q = userListQuery(0, state);
    return { ...q, managementCompanyID: company === 'all' ? undefined : Number(company) };
  }, [company, state]);
  const list = useResourceList<SystemUser>('user', query);
  const companyName = (id: number) => companies.find((c) => c.id === id)?.name ?? `Company ${id}`;

  const columns: DataTableColumn<SystemUser>[] = [
    { id: 'fileAs', header: 'File as', sortable: true, primary: true },
    { id: 'userName', header: 'User name', sortable: true },
    { id: 'company', header: 'Company', cell: (user) => companyName(user.managementCompanyID) },
    { id: 'email', header: 'E-mail', sortable: true, className: 'break-all' },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => {
        const status = userStatus(user);
        return (
          <span className="flex flex-wrap gap-1">
            <Badge variant={badgeVariant[status]}>{STATUS_LABELS[status]}</Badge>
            {user.isSystemAdmin && <Badge variant="info">System administrator</Badge>}
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

  const filtered = state.q !== '' || state.status !== 'all' || company !== 'all';
  const clear = () => {
    setText('');
    setCompany('all');
    change({ q: '', status: 'all' });
  };
  const add = newHref
    ? renderLink({
        href: newHref,
        className: buttonVariants(),
        children: 'New user',
        'data-slot': 'system-user-list-new',
      })
    : null;

  return (
    <div data-slot="system-user-list" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search users"
          className="min-w-48 flex-1"
          value={text}
          onValueChange={setText}
          onSearch={(q) => change({ q })}
        />
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
        caption="Users of every company"
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
                description: 'Nobody matches this search and these filters.',
                action: (
                  <Button type="button" variant="outline" size="sm" onClick={clear}>
                    Show everyone
                  </Button>
                ),
              }
            : { title: 'No users yet', description: 'Nobody can sign in yet.', action: add }
        }
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(page) => setState((s) => ({ ...s, page }))}
        onPageSizeChange={(pageSize) => change({ pageSize })}
      />
    </div>
  );
}
