// SecurityGroupList: a company's security groups: name, description and member count, with a new-group link.
import type { SecurityGroup } from '@hangar/contracts';
import {
  Button,
  buttonVariants,
  SearchBox,
  type DataTableColumn,
  type DataTableLinkProps,
  type DataTableSort,
} from '@hangar/ui';
import { useState, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { ResourceTable } from '../lib/resource-table';

export type SecurityGroupListProps = {
  managementCompanyID: number;
  /** Where a group's row leads (its edit page). */
  getEditHref: (group: SecurityGroup) => string;
  /** Where "New security group" leads; without it there is no such link (a read-only viewer). */
  newHref?: string;
  /** Renders links with the app's router; defaults to plain anchors. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** Rows per page at first (25). */
  pageSize?: number;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

/** "1 member", "3 members", "No members". */
export function memberCountText(count: number): string {
  if (count === 0) return 'No members';
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

const columns: DataTableColumn<SecurityGroup>[] = [
  { id: 'name', header: 'Name', sortable: true, primary: true, className: 'whitespace-nowrap' },
  {
    id: 'description',
    header: 'Description',
    cell: (group) => group.description || <span className="text-muted-foreground">—</span>,
  },
  {
    id: 'members',
    header: 'Members',
    align: 'end',
    className: 'whitespace-nowrap',
    accessor: (group) => group.memberIDs.length,
    cell: (group) => memberCountText(group.memberIDs.length),
  },
];

/**
 * The company's security groups: name, description and number of members, each row leading to `getEditHref`,
 * with a "New security group" link when `newHref` is given (leave it out for a read-only viewer). Needs a
 * `ManagementProvider` above it.
 */
export function SecurityGroupList({
  managementCompanyID,
  getEditHref,
  newHref,
  renderLink = defaultLink,
  pageSize: firstPageSize = 25,
}: SecurityGroupListProps) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<DataTableSort>({ id: 'name', desc: false });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(firstPageSize);
  const list = useResourceList<SecurityGroup>('securityGroup', {
    managementCompanyID,
    q: q.trim() || undefined,
    sort: sort.id,
    dir: sort.desc ? 'desc' : 'asc',
    page,
    pageSize,
  });
  const newLink = newHref
    ? renderLink({
        href: newHref,
        className: buttonVariants(),
        children: 'New security group',
        'data-slot': 'security-group-list-new',
      })
    : null;

  return (
    <div data-slot="security-group-list" className="grid min-w-0 gap-4">
      <div data-slot="security-group-list-toolbar" className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search groups"
          className="min-w-48 flex-1"
          value={text}
          onValueChange={setText}
          onSearch={(next) => {
            setQ(next);
            setPage(1);
          }}
        />
        {newLink}
      </div>
      <ResourceTable<SecurityGroup>
        list={list}
        caption="Security groups"
        hideCaption
        columns={columns}
        getRowHref={getEditHref}
        renderLink={renderLink}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        loadingLabel="Loading security groups…"
        empty={
          q
            ? {
                title: 'No groups match',
                description: `No group is called or described “${q}”.`,
                action: (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setText('');
                      setQ('');
                    }}
                  >
                    Clear the search
                  </Button>
                ),
              }
            : {
                title: 'No security groups yet',
                description:
                  'A group grants its members access to the company’s features; users need one to do anything.',
                action: newLink,
              }
        }
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}
