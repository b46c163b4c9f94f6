// A recent change said in words ("Lease created for H-3", "Contact changed: Ann Lee") at the company's local
// time, instead of the audit's codes (`lease.created`) and an ISO instant.
import { RESOURCES, type RecentChange } from '@hangar/contracts';

/** Names of audited things that are not registry resources. */
const OTHER_NAMES: Record<string, string> = {
  attachment: 'file',
  mgmtco: 'management company',
  managementcompany: 'management company',
  group: 'security group',
  systemuser: 'user',
  email: 'e-mail address',
  password: 'password',
  impersonation: 'log in as',
  security: 'access',
  job: 'job',
};

const VERBS: Record<string, string> = {
  created: 'created',
  updated: 'changed',
  deleted: 'deleted',
  removed: 'removed',
  deactivated: 'deactivated',
  registered: 'registered',
  confirmed: 'confirmed',
  changed: 'changed',
  start: 'started',
  end: 'ended',
  request: 'requested',
  requested: 'requested',
};

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** What kind of record changed, in words ('lease', 'rental unit', 'file'). */
export function changedThing(change: Pick<RecentChange, 'entity' | 'kind'>): string {
  const name = squash(change.entity || change.kind.split('.')[0] || '');
  const resource = RESOURCES.find((r) => squash(r.name) === name);
  return resource?.label ?? OTHER_NAMES[name] ?? (name || 'record');
}

/** The change's sentence without the record's label: 'Lease created for', 'Contact changed:'. */
export function changeWords(change: Pick<RecentChange, 'entity' | 'kind'>): { lead: string; joiner: string } {
  const thing = changedThing(change);
  const action = change.kind.split('.').slice(1).join(' ');
  const verb = VERBS[action] ?? action.replace(/[-_]/g, ' ');
  const lead = `${thing.charAt(0).toUpperCase()}${thing.slice(1)}${verb ? ` ${verb}` : ''}`;
  // A lease is named by its unit: "Lease created for H-3".
  return { lead, joiner: thing === 'lease' ? ' for ' : ': ' };
}

/** The moment in the company's own time zone: "Nov 27, 2026, 10:42 AM". */
export function changeTime(timeUtc: string, timeZone: string): string {
  const when = new Date(timeUtc);
  if (Number.isNaN(when.getTime())) return timeUtc;
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      when,
    );
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  }
}
