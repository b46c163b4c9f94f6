// SystemSecurityGroupList: the system security groups, each with its members' count, linking to its page.
import type { SecurityGroup } from '@hangar/contracts';
import { buttonVariants, DataTable, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import type { ReactNode } from 'react';
import { useOperation } from '../data';

export type SystemSecurityGroupListProps = {
  getEditHref: (group: SecurityGroup) => string;
  /** Where "New system group" leads; without it there is no such link. */
  newHref?: string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const columns: DataTableColumn<SecurityGroup>[] = [
  { id: 'name', header: 'Name', primary: true },
  { id: 'description', header: 'Description', cell: (g) => g.description || '—' },
  {
    id: 'members',
    header: 'Members',
    className: 'text-end tabular-nums',
    cell: (g) => g.memberIDs.length,
  },
];

/**
 * The system security groups, all at once, each with its number of members and leading to `getEditHref`, with
 * "New system group" when `newHref` is given; for the system administration area. Needs a
 * `ManagementProvider` above it.
 */
export function SystemSecurityGroupList({
  getEditHref,
  newHref,
  renderLink = defaultLink,
}: SystemSecurityGroupListProps) {
  const { data, error, isLoading, mutate } = useOperation('SystemSecurityGroups', {});
  const add = newHref
    ? renderLink({
        href: newHref,
        className: buttonVariants(),
        children: 'New system group',
        'data-slot': 'system-group-list-new',
      })
    : null;
  return (
    <div data-slot="system-group-list" className="grid min-w-0 gap-4">
      {add && <div className="flex justify-end">{add}</div>}
      <DataTable<SecurityGroup>
        caption="System security groups"
        hideCaption
        columns={columns}
        data={error ? [] : (data ?? [])}
        getRowId={(g) => String(g.id)}
        getRowHref={getEditHref}
        renderLink={renderLink}
        loading={isLoading}
        loadingLabel="Loading the system groups…"
        error={error?.message}
        onRetry={() => void mutate()}
        empty={{
          title: 'No system groups yet',
          description: 'A system group gives its members system features in every company.',
          action: add,
        }}
      />
    </div>
  );
}
