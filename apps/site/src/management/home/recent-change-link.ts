// Where a recent change of the home page links: the changed record's page, when it has one.
import type { RecentChange } from '@hangar/contracts';

/** The record's page in company `companyId`, or null (a deleted record, an entity without a screen). */
export function recentChangeHref(
  companyId: number,
  change: Pick<RecentChange, 'entity' | 'entityID' | 'kind'>,
) {
  const entity = (change.entity || change.kind.split('.')[0] || '').toLowerCase().replace(/[^a-z]/g, '');
  const base = `/MgmtCoAdmin/${companyId}`;
  if (/\.(deleted|removed)$/.test(change.kind)) return null;
  if (entity === 'company' || entity === 'mgmtco' || entity === 'managementcompany') return base;
  if (change.entityID === null) return null;
  switch (entity) {
    case 'contact':
      return `${base}/Contact/Edit/${change.entityID}`;
    case 'user':
    case 'systemuser':
      return `${base}/User/Edit/${change.entityID}`;
    case 'securitygroup':
    case 'group':
    case 'mgmtcosecuritygroup':
      return `${base}/SecurityGroup/Edit/${change.entityID}`;
    default:
      return null;
  }
}
