// UserList's pure rules: the list query, the status a row shows, and how a last sign-in reads.
import type { SystemUser } from '@hangar/contracts';
import type { ListQuery } from '../data';

export type UserStatusFilter = 'active' | 'disabled' | 'all';
export type UserSort = 'fileAs' | 'userName' | 'email' | 'lastLogin';

export const STATUS_FILTERS: readonly { value: UserStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'all', label: 'All' },
];

export type UserListState = {
  q: string;
  status: UserStatusFilter;
  sort: { id: UserSort; desc: boolean };
  page: number;
  pageSize: number;
};

/** The query `useResourceList('user', …)` sends (the API's `userSearchSchema`). */
export function userListQuery(managementCompanyID: number | undefined, state: UserListState): ListQuery {
  return {
    managementCompanyID,
    q: state.q.trim() || undefined,
    status: state.status,
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    pageSize: state.pageSize,
  };
}

export type UserStatus = 'active' | 'disabled' | 'unconfirmed';

/** Disabled wins; an active user who has not confirmed their e-mail cannot sign in yet either. */
export function userStatus(user: Pick<SystemUser, 'isDisabled' | 'emailConfirmed'>): UserStatus {
  if (user.isDisabled) return 'disabled';
  return user.emailConfirmed ? 'active' : 'unconfirmed';
}

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
  unconfirmed: 'E-mail not confirmed',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 23, 2026, 8:05 AM" in the viewer's time zone, or "Never". */
export function lastSignInText(iso: string | null, format: Intl.DateTimeFormat = dateTime): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Never' : format.format(date);
}
