// `/MgmtCoAdmin/:id/Properties/new`: a new property of the company; saving it opens its details tab.
import { PropertyForm } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useNavigate } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { propertyListPath, propertyPath } from './property-paths';

export { propertyNewHandle as handle } from './property-handles';

export function Component() {
  const { companyId } = useManagementShell();
  const navigate = useNavigate();
  useManagementTitle('New property');
  return (
    <div className="grid gap-6">
      <PageHeader title="New property" />
      <div>
        <PropertyForm
          key={companyId}
          managementCompanyID={companyId}
          onSaved={(p) => {
            void navigate(propertyPath(p.id));
          }}
          onCancel={() => void navigate(propertyListPath(companyId))}
          getPropertyHref={(id) => propertyPath(id)}
          renderLink={routerLink}
        />
      </div>
    </div>
  );
}
